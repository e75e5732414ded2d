// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { searchHistoryAtom } from '../atoms/search';
import { STORAGE_KEYS } from '../keys';
import { forgetSearch, rememberSearch, SEARCH_HISTORY_LIMIT } from '../search-history';
import { resetBrowser } from './helpers/browser';

afterEach(() => resetBrowser());

describe('rememberSearch', () => {
  it('puts the trimmed term first', () => {
    expect(rememberSearch(['pubg'], '  mobile legends ')).toEqual(['mobile legends', 'pubg']);
  });

  it('keeps one entry per term whatever its case or spacing, the newest spelling first', () => {
    expect(rememberSearch(['pubg', 'Genshin', 'roblox'], 'genshin')).toEqual([
      'genshin',
      'pubg',
      'roblox',
    ]);
    expect(rememberSearch([' PUBG '], 'pubg')).toEqual(['pubg']);
  });

  it(`keeps at most ${SEARCH_HISTORY_LIMIT}, dropping the oldest`, () => {
    const full = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, i) => `term ${i}`);
    const next = rememberSearch(full, 'new');
    expect(next).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`term ${SEARCH_HISTORY_LIMIT - 1}`);
    expect(next).toContain('term 0');
  });

  it('ignores a blank term and never changes the list it was given', () => {
    const history = ['pubg'];
    expect(rememberSearch(history, '   ')).toEqual(['pubg']);
    rememberSearch(history, 'roblox');
    expect(history).toEqual(['pubg']);
  });
});

describe('forgetSearch', () => {
  it('removes one term, compared like rememberSearch does', () => {
    expect(forgetSearch(['genshin', 'pubg', 'roblox'], ' PUBG')).toEqual(['genshin', 'roblox']);
    expect(forgetSearch(['genshin'], 'roblox')).toEqual(['genshin']);
  });
});

describe('searchHistoryAtom', () => {
  it('persists the list under its key and reads it back in a fresh store', () => {
    const writer = createStore();
    writer.set(searchHistoryAtom, (history) => rememberSearch(history, 'pubg'));
    writer.set(searchHistoryAtom, (history) => rememberSearch(history, 'genshin'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.searchHistory) ?? 'null')).toEqual([
      'genshin',
      'pubg',
    ]);

    const reader = createStore();
    const unsubscribe = reader.sub(searchHistoryAtom, () => {});
    expect(reader.get(searchHistoryAtom)).toEqual(['genshin', 'pubg']);
    unsubscribe();
  });

  it('clears to the empty list', () => {
    const store = createStore();
    store.set(searchHistoryAtom, ['pubg']);
    store.set(searchHistoryAtom, RESET);
    expect(store.get(searchHistoryAtom)).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.searchHistory)).toBeNull();
  });

  it('reads a stored value that is not a list of strings as empty', () => {
    localStorage.setItem(STORAGE_KEYS.searchHistory, '[1, 2]');
    const store = createStore();
    const unsubscribe = store.sub(searchHistoryAtom, () => {});
    expect(store.get(searchHistoryAtom)).toEqual([]);
    unsubscribe();
  });
});
