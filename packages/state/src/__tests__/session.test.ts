// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLoginDialogAtom, showTabbarAtom } from '../atoms/config';
import { isLoginAtom, userInfoAtom } from '../atoms/user';
import { readTokenCookie } from '../cookies';
import { STORAGE_KEYS } from '../keys';
import { handleUnauthorized, type LoginData, login, logout, MOBILE_LOGIN_PATH } from '../session';
import { resetBrowser } from './helpers/browser';
import { USER_DETAIL } from './helpers/fixtures';

const { token: _token, tokenExpiresAt: _expiresAt, ...USER_INFO } = USER_DETAIL;

function loggedInStore() {
  const store = createStore();
  login(store, USER_DETAIL);
  expect(store.get(isLoginAtom)).toBe(true);
  expect(readTokenCookie()).toBe(USER_DETAIL.token);
  return store;
}

function expectLoggedOut(store: ReturnType<typeof createStore>) {
  expect(store.get(userInfoAtom)).toBeNull();
  expect(store.get(isLoginAtom)).toBe(false);
  expect(readTokenCookie()).toBeUndefined();
  expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBe('null');
  expect(localStorage.getItem(STORAGE_KEYS.isLogin)).toBe('false');
}

afterEach(resetBrowser);

describe('login', () => {
  it('with a token stores the user without the token, sets the cookie and isLogin', () => {
    const store = loggedInStore();
    expect(store.get(userInfoAtom)).toEqual(USER_INFO);
    expect(store.get(userInfoAtom)).not.toHaveProperty('token');
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).not.toContain(USER_DETAIL.token);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? '')).toEqual(USER_INFO);
    expect(localStorage.getItem(STORAGE_KEYS.isLogin)).toBe('true');
  });

  it('without a token behaves as logout', () => {
    const store = loggedInStore();
    const withoutToken: LoginData = { ...USER_INFO, token: '' };
    login(store, withoutToken);
    expectLoggedOut(store);

    login(store, USER_DETAIL);
    login(store, USER_INFO);
    expectLoggedOut(store);
  });

  it('with null or undefined (an update without login data) behaves as logout', () => {
    const store = loggedInStore();
    login(store, null);
    expectLoggedOut(store);

    login(store, USER_DETAIL);
    login(store, undefined);
    expectLoggedOut(store);
  });
});

describe('logout', () => {
  it('clears the user, the cookie and isLogin', () => {
    const store = loggedInStore();
    logout(store);
    expectLoggedOut(store);
  });
});

describe('handleUnauthorized', () => {
  it('on mobile logs out, shows the tab bar and goes to /loginPage', () => {
    const store = loggedInStore();
    store.set(showTabbarAtom, false);
    const navigate = vi.fn();
    handleUnauthorized(store, 'mobile', navigate);
    expectLoggedOut(store);
    expect(MOBILE_LOGIN_PATH).toBe('/loginPage');
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/loginPage');
    expect(store.get(showTabbarAtom)).toBe(true);
    expect(store.get(showLoginDialogAtom)).toBe(false);
  });

  it('on pc logs out and opens the login dialog without navigating', () => {
    const store = loggedInStore();
    store.set(showTabbarAtom, false);
    const navigate = vi.fn();
    handleUnauthorized(store, 'pc', navigate);
    expectLoggedOut(store);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.get(showLoginDialogAtom)).toBe(true);
    expect(store.get(showTabbarAtom)).toBe(false);
  });
});
