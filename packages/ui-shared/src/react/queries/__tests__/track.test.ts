import { type ApiError, createApiClient, isApiError } from '@storefront/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, type JsonServer, startJsonServer } from '../../../__tests__/helpers/json-server';
import { createQueryClient } from '../../query-client';
import { orderTrackQuery } from '../orders';

describe('orderTrackQuery', () => {
  let server: JsonServer;
  beforeAll(async () => {
    server = await startJsonServer(() => failure(404, 'No order has this number and email'));
  });
  afterAll(() => server.close());

  // The tracking screen shows "not found" next to its form; the app's error toast must not say it
  // again (in red, over the order found by the next lookup).
  it('rejects with the 404 without calling the app-wide onError', async () => {
    const onError = vi.fn<(error: ApiError) => void>();
    const api = createApiClient({ baseURL: server.url, onError });
    const client = createQueryClient();
    const error = await client
      .fetchQuery(orderTrackQuery(api, 'en', 'SF20260101-AAAAAA', 'a@example.com'))
      .catch((reason: unknown) => reason);
    expect(isApiError(error) && error.status).toBe(404);
    expect(server.requests.at(-1)?.body).toEqual({
      orderNo: 'SF20260101-AAAAAA',
      contactEmail: 'a@example.com',
    });
    expect(onError).not.toHaveBeenCalled();
  });
});
