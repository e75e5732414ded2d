// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure, type JsonServer, ok, startJsonServer } from '../../__tests__/helpers/json-server';
import { useHomeSummary } from '../home-summary';
import type { CatalogScope } from '../queries/catalog';
import { createQueryClient } from '../query-client';

/** Rupiah (id 2) prices cannot be read: the stand-in answers 503 for them. */
const RUPIAH = 2;

let standIn: JsonServer;

beforeAll(async () => {
  standIn = await startJsonServer(({ path, body }) => {
    if (path !== '/api/ShopHome/Summary') return undefined;
    if (body.currencyId === RUPIAH) return failure(503, 'Service unavailable');
    const category = { name: `games-in-${body.currencyId ?? 'default'}` };
    return ok({ carousel: [], categories: [{ category, games: [], total: 0 }], hotPromotions: [] });
  });
});

afterAll(() => standIn.close());
afterEach(cleanup);

function renderHome(initial: CatalogScope) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const api = createApiClient({ baseURL: standIn.url });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return renderHook((scope: CatalogScope) => useHomeSummary(api, scope), {
    wrapper,
    initialProps: initial,
  });
}

const shownCategory = (view: { data?: { categories: { category: { name: string } }[] } }) =>
  view.data?.categories[0]?.category.name;

describe('useHomeSummary', () => {
  it('keeps the shown home when the read in another currency fails, and says so', async () => {
    const { result, rerender } = renderHome({ locale: 'en', currencyId: undefined });
    await waitFor(() => expect(shownCategory(result.current)).toBe('games-in-default'));

    rerender({ locale: 'en', currencyId: RUPIAH });
    await waitFor(() => expect(result.current.query.isError).toBe(true));

    expect(result.current.query.data).toBeUndefined();
    expect(result.current.refreshFailed).toBe(true);
    expect(shownCategory(result.current)).toBe('games-in-default');
  });

  it('shows the new home once a read succeeds again', async () => {
    const { result, rerender } = renderHome({ locale: 'en', currencyId: 1 });
    await waitFor(() => expect(shownCategory(result.current)).toBe('games-in-1'));
    rerender({ locale: 'en', currencyId: RUPIAH });
    await waitFor(() => expect(result.current.refreshFailed).toBe(true));

    rerender({ locale: 'en', currencyId: 3 });
    await waitFor(() => expect(shownCategory(result.current)).toBe('games-in-3'));
    expect(result.current.refreshFailed).toBe(false);
  });

  it('a first read that fails shows nothing: the screen offers the retry in place of the home', async () => {
    const { result } = renderHome({ locale: 'en', currencyId: RUPIAH });
    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
    expect(result.current.refreshFailed).toBe(false);
  });
});
