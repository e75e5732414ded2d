import { hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  dehydratedStateOf,
  pageQueriesOf,
  readPageQueries,
  withPageQueries,
} from '../page-queries';
import { createQueryClient } from '../query-client';

const GAMES = [
  { id: 1, name: 'mobile-legends', title: 'Mobile Legends' },
  { id: 2, name: 'genshin-impact', title: 'Genshin Impact' },
];

async function serverClient() {
  const server = createQueryClient({ server: true });
  await server.prefetchQuery({ queryKey: ['games', 'en'], queryFn: async () => GAMES });
  await server.prefetchInfiniteQuery({
    queryKey: ['orders', 1],
    queryFn: async ({ pageParam }) => ({ page: pageParam, items: GAMES }),
    initialPageParam: 1,
  });
  await server.prefetchQuery({
    queryKey: ['broken'],
    queryFn: async () => {
      throw new Error('the API is down');
    },
  });
  return server;
}

describe('page queries', () => {
  it('carry only the key, the packed data and its age of each successful query', async () => {
    const queries = pageQueriesOf(await serverClient());
    expect(queries.map((query) => query.key)).toEqual([
      ['games', 'en'],
      ['orders', 1],
    ]);
    expect(Object.keys(queries[0] ?? {})).toEqual(['key', 'data', 'updatedAt']);
    expect(queries[1]?.type).toBe('infinite');
    expect(JSON.stringify(queries)).not.toContain('fetchFailureCount');
  });

  it('travel as JSON text, which the server that made it does not parse back', async () => {
    const data = withPageQueries({ productType: 'Games' }, await serverClient());
    expect(data.productType).toBe('Games');
    expect(typeof data.queries).toBe('string');
    expect(readPageQueries(data)).toEqual(JSON.parse(data.queries));
    expect(readPageQueries(data)).toBe(readPageQueries(data));
  });

  it('hydrate a browser client with the same data, infinite queries included', async () => {
    const server = await serverClient();
    // The page's data as the browser gets it: a JSON copy.
    const data = JSON.parse(JSON.stringify(withPageQueries({}, server)));
    const queries = readPageQueries(data);
    const browser = createQueryClient();
    hydrate(browser, dehydratedStateOf(queries));

    expect(browser.getQueryData(['games', 'en'])).toEqual(GAMES);
    expect(browser.getQueryData(['orders', 1])).toEqual({
      pages: [{ page: 1, items: GAMES }],
      pageParams: [1],
    });
    const games = browser.getQueryCache().find({ queryKey: ['games', 'en'] });
    expect(games?.state).toMatchObject({ status: 'success', fetchStatus: 'idle' });
    expect(games?.state.dataUpdatedAt).toBe(server.getQueryState(['games', 'en'])?.dataUpdatedAt);
    expect(games?.isStale()).toBe(false);
    expect(browser.getQueryCache().find({ queryKey: ['orders', 1] })?.queryType).toBe('infinite');
  });
});
