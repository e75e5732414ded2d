import { createStore } from 'jotai/vanilla';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiInternalOrigins, createServerApiClient, DEFAULT_API_INTERNAL_URL } from '../api';
import { guestIdAtom } from '../atoms/user';
import { loadInitData } from '../steps';
import { envelope, startTestApi, type TestApi } from './helpers/api-server';
import { initData } from './helpers/fixtures';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi(envelope(initData()));
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.answer(envelope(initData()));
});

describe('apiInternalOrigins', () => {
  it('is API_INTERNAL_URL, or the local API server when that is unset or empty', () => {
    expect(apiInternalOrigins({ API_INTERNAL_URL: 'http://api.internal:3003' })).toEqual([
      'http://api.internal:3003',
    ]);
    expect(apiInternalOrigins({})).toEqual([DEFAULT_API_INTERNAL_URL]);
    expect(apiInternalOrigins({ API_INTERNAL_URL: '' })).toEqual([DEFAULT_API_INTERNAL_URL]);
  });

  it('is where a server client goes when it is given no address', async () => {
    vi.stubEnv('API_INTERNAL_URL', api.baseURL);
    try {
      await createServerApiClient({ cookieHeader: undefined }).shopHome.initData();
      expect(api.requests).toHaveLength(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('createServerApiClient (SSR, no window)', () => {
  it('sends the token, guest id and locale code of the Cookie header', async () => {
    const client = createServerApiClient({
      baseURL: api.baseURL,
      cookieHeader: 'theme=dark; token=tok%2Fen 1; sf_guest=guest-9;sf_locale=id',
    });
    await client.shopHome.initData();
    const headers = api.headers(0);
    expect(headers.authorization).toBe('Bearer tok/en 1');
    expect(headers.guestid).toBe('guest-9');
    expect(headers['accept-language']).toBe('id');
  });

  it('sends no identity and the default locale code without cookies', async () => {
    const client = createServerApiClient({ baseURL: api.baseURL, cookieHeader: undefined });
    await client.shopHome.initData();
    const headers = api.headers(0);
    expect(headers.authorization).toBeUndefined();
    expect(headers.guestid).toBeUndefined();
    expect(headers['accept-language']).toBe('en');
    expect(headers['x-request-id']).toBeUndefined();
  });

  it("sends the page request's id, so the API logs the same id", async () => {
    const client = createServerApiClient({
      baseURL: api.baseURL,
      cookieHeader: '',
      requestId: 'test-abc-123',
    });
    await client.shopHome.initData();
    await client.shopHome.initData();
    expect([api.headers(0)['x-request-id'], api.headers(1)['x-request-id']]).toEqual([
      'test-abc-123',
      'test-abc-123',
    ]);
  });

  it("sends the page request's traceparent, so the API logs the same trace id", async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const client = createServerApiClient({ baseURL: api.baseURL, cookieHeader: '', traceparent });
    await client.shopHome.initData();
    expect(api.headers(0).traceparent).toBe(traceparent);
  });

  it('passes errors and 401s to the given callbacks', async () => {
    const onUnauthorized = vi.fn();
    const onError = vi.fn();
    const client = createServerApiClient({
      baseURL: api.baseURL,
      cookieHeader: 'token=old',
      onUnauthorized,
      onError,
    });
    api.answer({ status: 401, body: { code: 401, message: '', data: null } });
    await expect(client.shopHome.initData()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('lets loadInitData fill a per-request store on the server', async () => {
    const store = createStore();
    const client = createServerApiClient({ baseURL: api.baseURL, cookieHeader: '' });
    await loadInitData(store, client);
    expect(store.get(guestIdAtom)).toBe('guest-from-server');
  });
});
