import type { SimpleGame } from '@storefront/api-client/contract';
import { describe, expect, it } from 'vitest';
import { pageHref } from '../../catalog/Pager';
import { historyOptions, type SearchOption, suggestionOptions } from '../search-options';

const GAMES: SimpleGame[] = [
  { id: 1, name: 'mobile-legends', title: 'Mobile Legends', type: 'Games', icon: '/a.svg' },
  { id: 2, name: 'apex-legends', title: 'Apex Legends', type: 'Links', icon: '/b.svg' },
  { id: 3, name: 'mobile-legends-adventure', title: 'MLA', type: 'Login', icon: '/c.svg' },
];

const flat = (items: ReturnType<typeof suggestionOptions>): SearchOption[] =>
  items.flatMap((item) => ('options' in item ? item.options : [item]));

describe('header search options', () => {
  it("lead each suggestion to its game's page by type, then to every result", () => {
    const options = flat(suggestionOptions('en', 'legends', GAMES));
    expect(options.map((option) => option.value)).toEqual([
      '/games/mobile-legends',
      '/links/apex-legends',
      '/login/mobile-legends-adventure',
      '/search?q=legends',
    ]);
    expect(options.at(-1)?.term).toBe('legends');
    expect(options.slice(0, 3).every((option) => option.term === undefined)).toBe(true);
  });

  it('say so, and lead nowhere, when nothing matches', () => {
    const [only, ...rest] = flat(suggestionOptions('id', 'zzz', []));
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ disabled: true, label: 'Tidak ada game yang cocok dengan "zzz"' });
  });

  it('offer the recent searches before typing', () => {
    expect(historyOptions('en', [])).toEqual([]);
    const [group] = historyOptions('en', ['pubg', 'mobile legends']);
    expect(group?.label).toBe('Recent searches');
    expect(group?.options.map(({ value, term }) => ({ value, term }))).toEqual([
      { value: '/search?q=pubg', term: 'pubg' },
      { value: '/search?q=mobile%20legends', term: 'mobile legends' },
    ]);
  });
});

describe('pager links', () => {
  it("keep the list's other parameters and drop page 1", () => {
    expect(pageHref('/games', {}, 1)).toBe('/games');
    expect(pageHref('/games', { page: '3' }, 2)).toBe('/games?page=2');
    expect(pageHref('/search', { q: 'mobile legends', page: '2' }, 1)).toBe(
      '/search?q=mobile+legends',
    );
    expect(pageHref('/search', { q: 'a&b' }, 3)).toBe('/search?q=a%26b&page=3');
  });
});
