// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeAtom, localeCodeAtom } from '../atoms/config';
import {
  GUEST_COOKIE,
  LOCALE_COOKIE,
  MIRROR_COOKIE_LIFETIME_MS,
  readTokenCookie,
  TOKEN_COOKIE,
  TOKEN_LIFETIME_MS,
  tokenCookieExpiry,
} from '../cookies';
import { STORAGE_KEYS } from '../keys';
import { login, logout } from '../session';
import { setLocale } from '../steps';
import { resetBrowser } from './helpers/browser';
import { USER_DETAIL } from './helpers/fixtures';

const T0 = Date.UTC(2026, 0, 2, 3, 0, 0);
const SECOND = 1000;
const TWO_HOURS = 2 * 60 * 60 * SECOND;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetBrowser();
});

describe('the token cookie', () => {
  const EXPIRES_AT = Date.parse(USER_DETAIL.tokenExpiresAt as string);
  const WITHOUT_EXPIRY = { ...USER_DETAIL, tokenExpiresAt: null };

  it('is named `token` and lasts 2 hours when the login names no expiry', () => {
    expect(TOKEN_COOKIE).toBe('token');
    expect(TOKEN_LIFETIME_MS).toBe(TWO_HOURS);
    expect(tokenCookieExpiry(null, T0)).toEqual(new Date(T0 + TWO_HOURS));
  });

  it("ends at the server's tokenExpiresAt, path /, SameSite=Lax, not Secure on http", () => {
    const set = vi.spyOn(Cookies, 'set');
    login(createStore(), USER_DETAIL);
    expect(set).toHaveBeenCalledWith('token', 'tok.en-123', {
      expires: new Date(EXPIRES_AT),
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
    expect(document.cookie).toContain('token=tok.en-123');
  });

  it('falls back to 2 hours when tokenExpiresAt is missing, unreadable or already past', () => {
    expect(tokenCookieExpiry(undefined, T0)).toEqual(new Date(T0 + TWO_HOURS));
    expect(tokenCookieExpiry('not a date', T0)).toEqual(new Date(T0 + TWO_HOURS));
    expect(tokenCookieExpiry(new Date(T0 - SECOND).toISOString(), T0)).toEqual(
      new Date(T0 + TWO_HOURS),
    );
  });

  it('is still there just before its expiry and gone after', () => {
    login(createStore(), USER_DETAIL);
    vi.setSystemTime(EXPIRES_AT - SECOND);
    expect(readTokenCookie()).toBe('tok.en-123');
    vi.setSystemTime(EXPIRES_AT + SECOND);
    expect(readTokenCookie()).toBeUndefined();
    expect(document.cookie).not.toContain('token=');
  });

  it('lasts 2 hours from the login when the server names no expiry', () => {
    login(createStore(), WITHOUT_EXPIRY);
    vi.setSystemTime(T0 + TWO_HOURS - SECOND);
    expect(readTokenCookie()).toBe('tok.en-123');
    vi.setSystemTime(T0 + TWO_HOURS + SECOND);
    expect(readTokenCookie()).toBeUndefined();
  });

  it('is removed on logout with the same path', () => {
    const store = createStore();
    login(store, USER_DETAIL);
    const remove = vi.spyOn(Cookies, 'remove');
    logout(store);
    expect(remove).toHaveBeenCalledWith('token', { path: '/' });
    expect(readTokenCookie()).toBeUndefined();
  });
});

describe('the mirror cookies', () => {
  it('are named sf_guest and sf_locale and last a year', () => {
    expect(GUEST_COOKIE).toBe('sf_guest');
    expect(LOCALE_COOKIE).toBe('sf_locale');
    expect(MIRROR_COOKIE_LIFETIME_MS).toBe(365 * 24 * 3600 * 1000);
  });

  it('setLocale sets locale and localeCode and mirrors the code into sf_locale', () => {
    const set = vi.spyOn(Cookies, 'set');
    const store = createStore();
    setLocale(store, 'id');
    expect(store.get(localeAtom)).toBe('id');
    expect(store.get(localeCodeAtom)).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect(localStorage.getItem(STORAGE_KEYS.localeCode)).toBe('"id"');
    expect(set).toHaveBeenCalledWith('sf_locale', 'id', {
      expires: new Date(T0 + MIRROR_COOKIE_LIFETIME_MS),
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
    expect(Cookies.get(LOCALE_COOKIE)).toBe('id');
    vi.setSystemTime(T0 + MIRROR_COOKIE_LIFETIME_MS - SECOND);
    expect(Cookies.get(LOCALE_COOKIE)).toBe('id');
  });
});
