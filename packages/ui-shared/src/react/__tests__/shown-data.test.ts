// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import { QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure, type JsonServer, ok, startJsonServer } from '../../__tests__/helpers/json-server';
import { type CatalogScope, gameListInfiniteQuery } from '../queries/catalog';
import { createQueryClient } from '../query-client';
import { useShownData } from '../shown-data';

/** Rupiah (id 2) prices cannot be read: the stand-in answers 503 for them. */
const RUPIAH = 2;

let standIn: JsonServer;

beforeAll(async () => {
  standIn = await startJsonServer(({ path, body }) => {
    if (path !== '/api/ShopGame/List') return undefined;
    if (body.currencyId === RUPIAH) return failure(503, 'Service unavailable');
    const list = [{ name: 'game-1', currencyId: body.currencyId ?? null }];
    return ok({ list, total: 1, page: body.page, pageSize: body.pageSize });
  });
});

afterAll(() => standIn.close());
afterEach(cleanup);

function renderGameList(initial: CatalogScope) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const api = createApiClient({ baseURL: standIn.url });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return renderHook(
    (scope: CatalogScope) => {
      const games = useInfiniteQuery(gameListInfiniteQuery(api, scope, { type: 'Games' }));
      return { games, shown: useShownData(games) };
    },
    { wrapper, initialProps: initial },
  );
}

describe('useShownData', () => {
  it('keeps the shown list when the fetch under a new key fails, and says so', async () => {
    const { result, rerender } = renderGameList({ locale: 'en', currencyId: 1 });
    await waitFor(() => expect(result.current.shown.data?.pages[0]?.list).toHaveLength(1));

    rerender({ locale: 'en', currencyId: RUPIAH });
    await waitFor(() => expect(result.current.games.isError).toBe(true));

    expect(result.current.games.data).toBeUndefined();
    expect(result.current.shown.refreshFailed).toBe(true);
    expect(result.current.shown.data?.pages[0]?.list).toEqual([{ name: 'game-1', currencyId: 1 }]);
  });

  it('shows the new data once a fetch succeeds again', async () => {
    const { result, rerender } = renderGameList({ locale: 'en', currencyId: 1 });
    await waitFor(() => expect(result.current.shown.data).toBeDefined());
    rerender({ locale: 'en', currencyId: RUPIAH });
    await waitFor(() => expect(result.current.shown.refreshFailed).toBe(true));

    rerender({ locale: 'en', currencyId: 3 });
    await waitFor(() => expect(result.current.games.isSuccess).toBe(true));
    expect(result.current.shown.refreshFailed).toBe(false);
    expect(result.current.shown.data?.pages[0]?.list).toEqual([{ name: 'game-1', currencyId: 3 }]);
  });

  it('reports a first load that failed as no data, not a refresh failure', async () => {
    const { result } = renderGameList({ locale: 'en', currencyId: RUPIAH });
    await waitFor(() => expect(result.current.games.isError).toBe(true));
    await act(async () => {});
    expect(result.current.shown).toEqual({ data: undefined, refreshFailed: false });
  });
});
