import { createApiClient } from '@storefront/api-client';
import { QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  failure,
  type JsonServer,
  ok,
  type ReceivedRequest,
  startJsonServer,
} from '../../../__tests__/helpers/json-server';
import { createQueryClient } from '../../query-client';
import {
  gameSuggestionsQuery,
  normalizeSearchTerm,
  SEARCH_TERM_MAX_LENGTH,
  searchHref,
  searchKeys,
  searchResultsInfiniteQuery,
  searchResultsQuery,
  searchTermOf,
} from '../search';

/** A real API stand-in: answers the two search endpoints in the API's envelope and records calls. */
let standIn: JsonServer;

const GAMES = [
  { id: 1, name: 'mobile-legends', title: 'Mobile Legends: Bang Bang', type: 'Games' },
  { id: 2, name: 'apex-legends', title: 'Apex Legends', type: 'Links' },
  { id: 3, name: 'mobile-legends-adventure', title: 'Mobile Legends: Adventure', type: 'Login' },
  { id: 4, name: 'roblox', title: 'Roblox', type: 'Links' },
];

function matching(body: Record<string, unknown>) {
  const keyword = String(body.keyword ?? '').toLowerCase();
  return GAMES.filter((game) => game.title.toLowerCase().includes(keyword));
}

function answer({ path, body }: ReceivedRequest) {
  const found = matching(body);
  if (path === '/api/ShopGame/SimpleList') {
    return ok(
      found.slice(0, Number(body.limit)).map((game) => ({ ...game, icon: `/art/${game.name}` })),
    );
  }
  if (path === '/api/ShopGame/List') {
    return ok({ list: found, total: found.length, page: body.page, pageSize: body.pageSize });
  }
  return failure(404);
}

beforeAll(async () => {
  standIn = await startJsonServer(answer);
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.requests.length = 0;
});

/** The calls standIn.requests, as path and body. */
const calls = () => standIn.requests.map(({ path, body }) => ({ path, body }));

const api = () => createApiClient({ baseURL: standIn.url });

/** Subscribes to `options` like a component would and resolves with its first settled result. */
async function observe(options: ReturnType<typeof gameSuggestionsQuery>) {
  const queryClient = createQueryClient();
  const observer = new QueryObserver(queryClient, options);
  const unsubscribe = observer.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));
  unsubscribe();
  return observer.getCurrentResult();
}

describe('search terms', () => {
  it('are trimmed, with single spaces, and cut to what the API takes', () => {
    expect(normalizeSearchTerm('  mobile    legends ')).toBe('mobile legends');
    expect(normalizeSearchTerm(undefined)).toBe('');
    expect(normalizeSearchTerm('x'.repeat(150))).toHaveLength(SEARCH_TERM_MAX_LENGTH);
  });

  it('travel in `?q=`', () => {
    expect(searchTermOf({ q: ' pubg ' })).toBe('pubg');
    expect(searchTermOf({})).toBe('');
    expect(searchTermOf(undefined)).toBe('');
    expect(searchHref('/search', ' mobile legends ')).toBe('/search?q=mobile%20legends');
    expect(searchHref('/search', 'a&b=c')).toBe('/search?q=a%26b%3Dc');
    expect(searchHref('/searchHistory', '   ')).toBe('/searchHistory');
  });
});

describe('gameSuggestionsQuery', () => {
  it('asks SimpleList for 8 games matching the trimmed keyword', async () => {
    const result = await observe(gameSuggestionsQuery(api(), 'en', '  Legends '));
    expect(calls()).toEqual([
      { path: '/api/ShopGame/SimpleList', body: { keyword: 'Legends', limit: 8 } },
    ]);
    expect(result.data?.map((game) => game.name)).toEqual([
      'mobile-legends',
      'apex-legends',
      'mobile-legends-adventure',
    ]);
    expect(result.data?.[0]).toMatchObject({ type: 'Games', icon: '/art/mobile-legends' });
  });

  it('asks nothing for a keyword shorter than two characters', async () => {
    const result = await observe(gameSuggestionsQuery(api(), 'en', ' m '));
    expect(calls()).toEqual([]);
    expect(result.data).toBeUndefined();
  });

  it('shares one key for the same words in any case or spacing, per locale', () => {
    expect(searchKeys.suggestions('en', ' Mobile  Legends')).toEqual(
      searchKeys.suggestions('en', 'mobile legends'),
    );
    expect(searchKeys.suggestions('en', 'pubg')).not.toEqual(searchKeys.suggestions('id', 'pubg'));
  });
});

describe('search results', () => {
  const scope = { locale: 'en', currencyId: 2 } as const;

  it('list games of every type matching the keyword, one page at a time', async () => {
    const page = await createQueryClient({ server: true }).fetchQuery(
      searchResultsQuery(api(), scope, ' legends ', { page: 2, pageSize: 12 }),
    );
    expect(calls()).toEqual([
      {
        path: '/api/ShopGame/List',
        body: { keyword: 'legends', currencyId: 2, page: 2, pageSize: 12 },
      },
    ]);
    expect(new Set(page.list.map((game) => game.type))).toEqual(
      new Set(['Games', 'Links', 'Login']),
    );
  });

  it('load more pages with the same filter', async () => {
    const queryClient = createQueryClient({ server: true });
    const pages = await queryClient.fetchInfiniteQuery(
      searchResultsInfiniteQuery(api(), scope, 'roblox'),
    );
    expect(standIn.requests[0]).toMatchObject({
      path: '/api/ShopGame/List',
      body: { keyword: 'roblox', page: 1 },
    });
    expect(standIn.requests[0]?.body).not.toHaveProperty('type');
    expect(pages.pages[0]?.list.map((game) => game.name)).toEqual(['roblox']);
  });
});
