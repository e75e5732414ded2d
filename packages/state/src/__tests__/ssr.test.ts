import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { persistedAtoms } from '../atoms';
import { isLoginAtom, userInfoAtom } from '../atoms/user';
import { readTokenCookie } from '../cookies';
import { handleUnauthorized, login, logout } from '../session';
import { setLocale } from '../steps';
import { USER_DETAIL } from './helpers/fixtures';
import { ATOMS, INITIAL_VALUES, NAMES } from './helpers/initial';

describe('on the server (no window, no localStorage, no document)', () => {
  it('really runs without browser globals', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('reads every atom as its initial value, also once mounted', () => {
    const store = createStore();
    for (const name of NAMES) {
      const atom = ATOMS[name];
      expect(store.get(atom), name).toEqual(INITIAL_VALUES[name]);
      const unsubscribe = store.sub(atom, () => {});
      expect(store.get(atom), name).toEqual(INITIAL_VALUES[name]);
      unsubscribe();
    }
  });

  it('keeps writes in the request store only, without touching storage or cookies', () => {
    const first = createStore();
    const second = createStore();
    const unsubscribe = first.sub(persistedAtoms.guestId, () => {});

    first.set(persistedAtoms.guestId, 'guest-1');
    setLocale(first, 'id');
    login(first, USER_DETAIL);

    expect(first.get(persistedAtoms.guestId)).toBe('guest-1');
    expect(first.get(persistedAtoms.localeCode)).toBe('id');
    expect(first.get(isLoginAtom)).toBe(true);
    expect(readTokenCookie()).toBeUndefined();
    for (const name of NAMES) expect(second.get(ATOMS[name]), name).toEqual(INITIAL_VALUES[name]);
    unsubscribe();
  });

  it('logs out and handles a 401 without a browser', () => {
    const store = createStore();
    login(store, USER_DETAIL);
    logout(store);
    expect(store.get(userInfoAtom)).toBeNull();

    const navigate = vi.fn();
    expect(() => handleUnauthorized(store, 'mobile', navigate)).not.toThrow();
    expect(navigate).toHaveBeenCalledWith('/loginPage');
  });
});
