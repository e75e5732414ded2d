// @vitest-environment jsdom
import { createApiClient, isApiError } from '@storefront/api-client';
import { createStore } from 'jotai/vanilla';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  currencyActiveAtom,
  currencyListAtom,
  firstOpenAtom,
  gameCateListAtom,
  isLoadedAtom,
  isNotFirstVisitAtom,
} from '../atoms/config';
import { guestIdAtom, isLoginAtom } from '../atoms/user';
import { CURRENCY_COOKIE, GUEST_COOKIE, LOCALE_COOKIE, TOKEN_COOKIE } from '../cookies';
import { STORAGE_KEYS } from '../keys';
import { login } from '../session';
import { loadInitData, markAppMounted } from '../steps';
import { envelope, startTestApi, type TestApi } from './helpers/api-server';
import { resetBrowser } from './helpers/browser';
import { CATEGORIES, IDR, initData, RZG, USD, USER_DETAIL } from './helpers/fixtures';

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

const client = () => createApiClient({ baseURL: api.baseURL });

describe('firstOpen', () => {
  it('goes 1 -> 2 on mount and 2 -> 3 once InitData has loaded', async () => {
    const store = createStore();
    expect(store.get(firstOpenAtom)).toBe('1');
    markAppMounted(store);
    expect(store.get(firstOpenAtom)).toBe('2');
    markAppMounted(store);
    expect(store.get(firstOpenAtom)).toBe('2');
    await loadInitData(store, client());
    expect(store.get(firstOpenAtom)).toBe('3');
    expect(localStorage.getItem(STORAGE_KEYS.firstOpen)).toBe('"3"');
  });

  it('stays at 3 when a returning visitor mounts the app again', () => {
    localStorage.setItem(STORAGE_KEYS.firstOpen, '"3"');
    const store = createStore();
    markAppMounted(store);
    expect(store.get(firstOpenAtom)).toBe('3');
  });
});

describe('markAppMounted', () => {
  it('logs out a stored session whose token cookie has expired', () => {
    login(createStore(), USER_DETAIL);
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    const store = createStore();
    markAppMounted(store);
    expect(store.get(isLoginAtom)).toBe(false);
  });

  it('keeps a stored session whose token cookie is still there', () => {
    login(createStore(), USER_DETAIL);
    const store = createStore();
    markAppMounted(store);
    expect(store.get(isLoginAtom)).toBe(true);
  });

  it('mirrors the stored guest id and locale code into their cookies', () => {
    localStorage.setItem(STORAGE_KEYS.guestId, '"guest-7"');
    localStorage.setItem(STORAGE_KEYS.localeCode, '"id"');
    markAppMounted(createStore());
    expect(Cookies.get(GUEST_COOKIE)).toBe('guest-7');
    expect(Cookies.get(LOCALE_COOKIE)).toBe('id');
  });

  it('mirrors the stored currency id into sf_currency, and every later change of it', () => {
    localStorage.setItem(STORAGE_KEYS.currencyActive, JSON.stringify(IDR));
    const store = createStore();
    markAppMounted(store);
    expect(Cookies.get(CURRENCY_COOKIE)).toBe(String(IDR.id));
    store.set(currencyActiveAtom, USD);
    expect(Cookies.get(CURRENCY_COOKIE)).toBe(String(USD.id));
  });

  it('writes no sf_currency before a currency is known', () => {
    markAppMounted(createStore());
    expect(Cookies.get(CURRENCY_COOKIE)).toBeUndefined();
  });
});

describe('loadInitData', () => {
  it('stores the guest id, currencies, categories and their routes, and marks the load', async () => {
    const store = createStore();
    markAppMounted(store);
    const data = await loadInitData(store, client());

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/api/ShopHome/InitData' });
    expect(data).toEqual(initData());
    expect(store.get(isLoadedAtom)).toBe(true);
    expect(store.get(isNotFirstVisitAtom)).toBe(true);
    expect(store.get(guestIdAtom)).toBe('guest-from-server');
    expect(Cookies.get(GUEST_COOKIE)).toBe('guest-from-server');
    expect(store.get(currencyListAtom)).toEqual([USD, IDR]);
    expect(store.get(currencyActiveAtom)).toEqual(USD);
    expect(Cookies.get(CURRENCY_COOKIE)).toBe(String(USD.id));
    expect(store.get(gameCateListAtom)).toEqual(CATEGORIES);
  });

  it("keeps the visitor's currency while the server still lists it, fresh from the list", async () => {
    const store = createStore();
    store.set(currencyActiveAtom, IDR);
    const newRate = { ...IDR, rate: '16300' };
    api.answer(
      envelope(
        initData({ currencySummary: { currencyList: [USD, newRate], currencyActive: USD } }),
      ),
    );
    await loadInitData(store, client());
    expect(store.get(currencyActiveAtom)).toEqual(newRate);
  });

  it('keeps a currency chosen in an earlier visit (read from localStorage)', async () => {
    localStorage.setItem(STORAGE_KEYS.currencyActive, JSON.stringify(IDR));
    await loadInitData(createStore(), client());
    const reloaded = createStore();
    markAppMounted(reloaded);
    expect(reloaded.get(currencyActiveAtom)).toEqual(IDR);
  });

  it("replaces a currency the server no longer lists with the server's", async () => {
    const store = createStore();
    store.set(currencyActiveAtom, RZG);
    await loadInitData(store, client());
    expect(store.get(currencyActiveAtom)).toEqual(USD);
  });

  it('on failure sets isLoaded false, leaves firstOpen at 2 and rejects with the ApiError', async () => {
    const store = createStore();
    markAppMounted(store);
    store.set(isLoadedAtom, true);
    api.answer({ status: 500, body: { code: 500, message: 'Database down', data: null } });

    const error = await loadInitData(store, client()).catch((reason: unknown) => reason);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 500, message: 'Database down' });
    expect(store.get(isLoadedAtom)).toBe(false);
    expect(store.get(firstOpenAtom)).toBe('2');
    expect(store.get(guestIdAtom)).toBeNull();
    expect(store.get(isNotFirstVisitAtom)).toBe(false);
  });

  it('treats a non-zero body code in a 200 answer as a failure too', async () => {
    const store = createStore();
    api.answer({ status: 200, body: { code: 1001, message: 'Maintenance', data: null } });
    await expect(loadInitData(store, client())).rejects.toMatchObject({ code: 1001 });
    expect(store.get(isLoadedAtom)).toBe(false);
  });
});
