import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoaderQueryClient } from '../loader-query-client';

afterEach(() => vi.useRealTimers());

/** A query of `key` counting its calls. */
function countedQuery(key: readonly unknown[]) {
  const queryFn = vi.fn(async () => ({ key, call: queryFn.mock.calls.length }));
  return { queryKey: key, queryFn };
}

describe('createLoaderQueryClient', () => {
  it('hands renders asking for the same key within a second one answer, each scope its own', async () => {
    vi.useFakeTimers();
    const english = countedQuery(['catalog', 'home-summary', 'en', 2]);
    const first = await createLoaderQueryClient().fetchQuery(english);
    const second = await createLoaderQueryClient().fetchQuery(english);
    expect(second).toBe(first);
    expect(english.queryFn).toHaveBeenCalledTimes(1);

    const otherCurrency = countedQuery(['catalog', 'home-summary', 'en', 3]);
    await createLoaderQueryClient().fetchQuery(otherCurrency);
    expect(otherCurrency.queryFn).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1_001);
    await createLoaderQueryClient().fetchQuery(english);
    expect(english.queryFn).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: the next render asks again', async () => {
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('up');
    const query = { queryKey: ['content', 'page', 'en', 'about'], queryFn };
    await expect(createLoaderQueryClient().fetchQuery(query)).rejects.toThrow('down');
    expect(await createLoaderQueryClient().fetchQuery(query)).toBe('up');
  });

  it('shares an infinite query page by page', async () => {
    const queryFn = vi.fn(async ({ pageParam }: { pageParam: number }) => [`page ${pageParam}`]);
    const query = (initialPageParam: number) => ({
      queryKey: ['catalog', 'games-infinite', 'en', 2],
      queryFn,
      initialPageParam,
      getNextPageParam: () => undefined,
    });
    await createLoaderQueryClient().prefetchInfiniteQuery(query(1));
    await createLoaderQueryClient().prefetchInfiniteQuery(query(1));
    await createLoaderQueryClient().prefetchInfiniteQuery(query(2));
    expect(queryFn.mock.calls.map(([context]) => context.pageParam)).toEqual([1, 2]);
  });
});
