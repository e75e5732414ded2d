// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistedAtoms } from '../atoms';
import { STORAGE_KEYS, type StorageKeyName } from '../keys';
import { markAppMounted } from '../steps';
import { resetBrowser } from './helpers/browser';
import { CATEGORIES, IDR, USD, USER_DETAIL } from './helpers/fixtures';
import { ATOMS, INITIAL_VALUES, NAMES } from './helpers/initial';

const { token: _token, tokenExpiresAt: _expiresAt, ...USER_INFO } = USER_DETAIL;

/** A value other than the initial one for every atom. */
const CHANGED: Record<StorageKeyName, unknown> = {
  locale: 'id',
  localeCode: 'id',
  isLoaded: true,
  currencyActive: IDR,
  currencyList: [USD, IDR],
  showTabbar: false,
  tabbarActive: '/user',
  isNotFirstVisit: true,
  gameCateList: CATEGORIES,
  showLoginDialog: true,
  firstOpen: '3',
  userInfo: USER_INFO,
  isLogin: true,
  guestId: 'guest-9',
  searchHistory: ['mobile legends', 'pubg'],
  players: { 'mobile-legends': { userId: '12345678', zoneId: '1234' } },
};

function mountAll(store: ReturnType<typeof createStore>): () => void {
  const unsubscribes = NAMES.map((name) => store.sub(ATOMS[name], () => {}));
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

afterEach(() => {
  resetBrowser();
  vi.restoreAllMocks();
});

describe('storage keys', () => {
  it('has one distinct `storefront.` key per atom', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual([...NAMES].sort());
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^storefront\.(config|user)\.[A-Za-z]+$/);
    expect(STORAGE_KEYS.locale).toBe('storefront.config.locale');
    expect(STORAGE_KEYS.guestId).toBe('storefront.user.guestId');
  });
});

describe('persistence in localStorage', () => {
  it('writes every atom as JSON under its key and reads it back in a fresh store once mounted', () => {
    const writer = createStore();
    for (const name of NAMES) writer.set(ATOMS[name], CHANGED[name]);
    for (const name of NAMES) {
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS[name]) ?? 'null'), name).toEqual(
        CHANGED[name],
      );
    }

    const reader = createStore();
    const unmount = mountAll(reader);
    for (const name of NAMES) expect(reader.get(ATOMS[name]), name).toEqual(CHANGED[name]);
    unmount();
  });

  it('gives a fresh store the initial values until mount, so the first render matches SSR', () => {
    for (const name of NAMES)
      localStorage.setItem(STORAGE_KEYS[name], JSON.stringify(CHANGED[name]));
    const store = createStore();
    for (const name of NAMES) expect(store.get(ATOMS[name]), name).toEqual(INITIAL_VALUES[name]);

    markAppMounted(store);
    expect(store.get(persistedAtoms.guestId)).toBe('guest-9');
    expect(store.get(persistedAtoms.currencyActive)).toEqual(IDR);
  });

  it('falls back to the initial value for corrupted JSON', () => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, '{"broken": ');
    const store = createStore();
    const unmount = mountAll(store);
    for (const name of NAMES) expect(store.get(ATOMS[name]), name).toEqual(INITIAL_VALUES[name]);
    unmount();
  });

  it('falls back to the initial value for JSON of the wrong shape', () => {
    localStorage.setItem(STORAGE_KEYS.firstOpen, '"9"');
    localStorage.setItem(STORAGE_KEYS.locale, '"fr"');
    localStorage.setItem(STORAGE_KEYS.currencyActive, '{"code":"USD"}');
    localStorage.setItem(STORAGE_KEYS.isLogin, '"yes"');
    const store = createStore();
    const unmount = mountAll(store);
    expect(store.get(persistedAtoms.firstOpen)).toBe('1');
    expect(store.get(persistedAtoms.locale)).toBe('en');
    expect(store.get(persistedAtoms.currencyActive)).toBeNull();
    expect(store.get(persistedAtoms.isLogin)).toBe(false);
    unmount();
  });

  it('keeps a value in memory when localStorage refuses the write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = createStore();
    expect(() => store.set(persistedAtoms.guestId, 'guest-1')).not.toThrow();
    expect(store.get(persistedAtoms.guestId)).toBe('guest-1');
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBeNull();
  });

  it("takes another tab's writes while mounted, and resets on another tab's clear()", () => {
    const store = createStore();
    const unsubscribe = store.sub(persistedAtoms.tabbarActive, () => {});
    const fromOtherTab = (key: string | null, newValue: string | null) =>
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue, storageArea: localStorage }),
      );

    fromOtherTab(STORAGE_KEYS.tabbarActive, '"/orders"');
    expect(store.get(persistedAtoms.tabbarActive)).toBe('/orders');
    fromOtherTab(STORAGE_KEYS.locale, '"id"');
    expect(store.get(persistedAtoms.tabbarActive)).toBe('/orders');
    fromOtherTab(null, null);
    expect(store.get(persistedAtoms.tabbarActive)).toBe('/');
    unsubscribe();
  });
});
