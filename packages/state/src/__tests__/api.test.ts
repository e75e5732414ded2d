// @vitest-environment jsdom
import { type ApiError, isApiError } from '@storefront/api-client';
import { createStore } from 'jotai/vanilla';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStoreApiClient } from '../api';
import { showLoginDialogAtom, showTabbarAtom } from '../atoms/config';
import { guestIdAtom, isLoginAtom } from '../atoms/user';
import { readTokenCookie } from '../cookies';
import { STORAGE_KEYS } from '../keys';
import { login } from '../session';
import { loadInitData, setLocale } from '../steps';
import { envelope, startTestApi, type TestApi } from './helpers/api-server';
import { resetBrowser } from './helpers/browser';
import { initData, USER_DETAIL } from './helpers/fixtures';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi(envelope(initData()));
});
afterAll(() => api.close());
afterEach(() => {
  resetBrowser();
  api.requests.length = 0;
  api.answer(envelope(initData()));
});

describe('createStoreApiClient', () => {
  it('sends the token cookie as a bearer token, and the guest id and locale code of the store', async () => {
    const store = createStore();
    login(store, USER_DETAIL);
    store.set(guestIdAtom, 'guest-42');
    setLocale(store, 'id');
    const client = createStoreApiClient(store, {
      baseURL: api.baseURL,
      device: 'pc',
      navigate: vi.fn(),
    });

    await client.shopHome.initData();
    const headers = api.headers(0);
    expect(headers.authorization).toBe(`Bearer ${USER_DETAIL.token}`);
    expect(headers.guestid).toBe('guest-42');
    expect(headers['accept-language']).toBe('id');
    expect(headers['content-type']).toContain('application/json');
  });

  it('reads the stored guest id before anything mounted it, and sends no token when logged out', async () => {
    localStorage.setItem(STORAGE_KEYS.guestId, '"guest-stored"');
    const client = createStoreApiClient(createStore(), {
      baseURL: api.baseURL,
      device: 'pc',
      navigate: vi.fn(),
    });
    await client.shopHome.initData();
    const headers = api.headers(0);
    expect(headers.authorization).toBeUndefined();
    expect(headers.guestid).toBe('guest-stored');
    expect(headers['accept-language']).toBe('en');
  });

  it('sends the guest id InitData stored on the next call', async () => {
    const store = createStore();
    const client = createStoreApiClient(store, {
      baseURL: api.baseURL,
      device: 'pc',
      navigate: vi.fn(),
    });
    await loadInitData(store, client);
    await client.shopHome.initData();
    expect(api.requests[0]?.headers.guestid).toBeUndefined();
    expect(api.requests[1]?.headers.guestid).toBe('guest-from-server');
  });

  it('on a 401 logs out, shows the tab bar and navigates to /loginPage on mobile', async () => {
    const store = createStore();
    login(store, USER_DETAIL);
    store.set(showTabbarAtom, false);
    const navigate = vi.fn();
    const onError = vi.fn<(error: ApiError) => void>();
    const client = createStoreApiClient(store, {
      baseURL: api.baseURL,
      device: 'mobile',
      navigate,
      onError,
    });
    api.answer({ status: 401, body: { code: 401, message: '', data: null } });

    const error = await client.shopHome.initData().catch((reason: unknown) => reason);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/loginPage');
    expect(store.get(isLoginAtom)).toBe(false);
    expect(readTokenCookie()).toBeUndefined();
    expect(store.get(showTabbarAtom)).toBe(true);
    expect(store.get(showLoginDialogAtom)).toBe(false);
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toBe(error);
  });

  it('on a 401 logs out and opens the login dialog on pc', async () => {
    const store = createStore();
    login(store, USER_DETAIL);
    const navigate = vi.fn();
    const client = createStoreApiClient(store, { baseURL: api.baseURL, device: 'pc', navigate });
    api.answer({ status: 401, body: { code: 401, message: '', data: null } });

    await expect(client.shopHome.initData()).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(store.get(isLoginAtom)).toBe(false);
    expect(store.get(showLoginDialogAtom)).toBe(true);
  });
});
