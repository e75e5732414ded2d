// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure, type JsonServer, ok, startJsonServer } from '../../__tests__/helpers/json-server';
import { usePromotionDetail } from '../promotion-detail';

const PROMOTION = {
  id: 1,
  slug: 'season-pass',
  title: 'Season pass',
  summary: 'Ten percent off',
  banner: '/banners/season.png',
  body: '<p>Hi</p>',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-01T00:00:00.000Z',
  gameName: null,
};

let server: JsonServer;
let failing = false;

beforeAll(async () => {
  server = await startJsonServer(() => (failing ? failure(503, 'Down') : ok(PROMOTION)));
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  server.requests.length = 0;
  failing = false;
});

function renderDetail(search: Record<string, string>) {
  const api = createApiClient({ baseURL: server.url });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return renderHook(() => usePromotionDetail(api, 'en', search), { wrapper });
}

describe('usePromotionDetail (the promotion page of both apps)', () => {
  it('reads the promotion the address names', async () => {
    const { result } = renderDetail({ slug: ' season-pass ' });
    expect(result.current.slug).toBe('season-pass');
    await waitFor(() => expect(result.current.promotion?.title).toBe('Season pass'));
    expect(result.current.failed).toBe(false);
  });

  it('reads nothing when the address names no promotion', async () => {
    const { result } = renderDetail({});
    expect(result.current.slug).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toEqual([]);
  });

  it('says a failed read failed, and reads again on retry', async () => {
    failing = true;
    const { result } = renderDetail({ slug: 'season-pass' });
    await waitFor(() => expect(result.current.failed).toBe(true));
    failing = false;
    result.current.retry();
    await waitFor(() => expect(result.current.promotion?.slug).toBe('season-pass'));
    expect(result.current.failed).toBe(false);
  });
});
