// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import {
  createStoreApiClient,
  firstOpenAtom,
  gameCateListAtom,
  guestIdAtom,
  isLoadedAtom,
} from '@storefront/state';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createErrorToastBridge,
  ERROR_TOAST_DURATION_MS,
  fetchLatestBuild,
  reloadIfNewVersion,
  useAppBootstrap,
  useVersionWatcher,
} from '../react';
import { type JsonServer, startJsonServer } from './helpers/json-server';

let api: JsonServer;

beforeAll(async () => {
  api = await startJsonServer();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const INIT_DATA = {
  currencySummary: {
    currencyList: [
      { id: 1, code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2, rate: '1', kind: 'fiat' },
    ],
    currencyActive: {
      id: 1,
      code: 'USD',
      name: 'US Dollar',
      symbol: '$',
      decimals: 2,
      rate: '1',
      kind: 'fiat',
    },
  },
  guestId: 'guest-42',
  gameCateList: [{ id: 1, name: 'mobile-games', title: 'Mobile games', icon: null, sort: 1 }],
};

describe('useAppBootstrap', () => {
  it('marks the app mounted, then loads InitData into the store', async () => {
    api.answer('/api/ShopHome/InitData', 200, { code: 0, message: '', data: INIT_DATA });
    const store = createStore();
    const client = createStoreApiClient(store, {
      baseURL: api.url,
      device: 'pc',
      navigate: () => {},
    });
    const { result } = renderHook(() => useAppBootstrap(store, client));
    expect(result.current).toBe(true);
    await waitFor(() => expect(store.get(isLoadedAtom)).toBe(true));
    expect(store.get(firstOpenAtom)).toBe('3');
    expect(store.get(guestIdAtom)).toBe('guest-42');
    expect(store.get(gameCateListAtom).map((category) => category.name)).toEqual(['mobile-games']);
  });

  it('reports a failed InitData and leaves isLoaded false', async () => {
    api.answer('/api/ShopHome/InitData', 500, {});
    const store = createStore();
    const client = createStoreApiClient(store, {
      baseURL: api.url,
      device: 'pc',
      navigate: () => {},
    });
    const onInitDataError = vi.fn();
    renderHook(() => useAppBootstrap(store, client, { onInitDataError }));
    await waitFor(() => expect(onInitDataError).toHaveBeenCalledOnce());
    expect(onInitDataError.mock.calls[0]?.[0]).toMatchObject({ status: 500 });
    expect(store.get(isLoadedAtom)).toBe(false);
    expect(store.get(firstOpenAtom)).toBe('2');
  });
});

describe('createErrorToastBridge', () => {
  it("shows an API error's message for 3 s", async () => {
    const show = vi.fn();
    api.answer('/api/ShopGame/Detail', 403, {});
    const client = createApiClient({ baseURL: api.url, onError: createErrorToastBridge(show) });
    await expect(client.shopGame.detail({ name: 'x' })).rejects.toThrow();
    expect(show).toHaveBeenCalledWith('No permission to access this resource', 3000);
    expect(ERROR_TOAST_DURATION_MS).toBe(3000);
  });

  it('does not repeat a message while it is on screen', () => {
    let now = 0;
    const show = vi.fn();
    const onError = createErrorToastBridge(show, { now: () => now });
    onError(new TypeError('a'));
    now = 2_999;
    onError(new TypeError('b'));
    expect(show).toHaveBeenCalledTimes(1);
    now = 3_000;
    onError(new TypeError('c'));
    expect(show).toHaveBeenCalledTimes(2);
  });

  it("never shows a customer a message written for integrators, in the page's language", async () => {
    const show = vi.fn();
    api.answer('/api/ShopCart/Num', 400, {
      code: 400,
      message: 'Kirim header guestId dari ShopHome/InitData, atau login',
      data: null,
    });
    const onError = createErrorToastBridge(show, { locale: () => 'id' });
    const client = createApiClient({ baseURL: api.url, onError });
    const error = await client.shopCart.num().catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      'Kirim header guestId dari ShopHome/InitData, atau login',
    );
    expect(show).toHaveBeenCalledWith(
      'Browser ini belum dikenali. Muat ulang halaman dan coba lagi.',
      3000,
    );
  });

  it('shows the fallback message for anything else', () => {
    const show = vi.fn();
    createErrorToastBridge(show)(new TypeError('boom'));
    expect(show).toHaveBeenCalledWith('Request timeout, server not responding!', 3000);
  });
});

describe('version watcher', () => {
  it('reads the build id and time of the latest-build file', async () => {
    const url = `${api.url}/_pc/latest-build.json`;
    api.answer('/_pc/latest-build.json', 200, { buildId: 'b-7' });
    await expect(fetchLatestBuild(url)).resolves.toEqual({ buildId: 'b-7' });
    api.answer('/_pc/latest-build.json', 200, { buildId: 'b-8', builtAt: '2026-11-27T09:00:00Z' });
    await expect(fetchLatestBuild(url)).resolves.toEqual({
      buildId: 'b-8',
      builtAt: '2026-11-27T09:00:00Z',
    });
    api.answer('/_pc/latest-build.json', 503, {});
    await expect(fetchLatestBuild(url)).rejects.toThrow(/503/);
  });

  it('polls <assetPrefix>latest-build.json, offers a reload and reloads on the next navigation', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      api.answer('/_w/latest-build.json', 200, { buildId: 'running' });
      const { result, unmount } = renderHook(() =>
        useVersionWatcher({ assetPrefix: `${api.url}/_w/`, currentBuildId: 'running' }),
      );
      const assign = vi.fn();
      expect(reloadIfNewVersion('/games', assign)).toBe(false);
      const before = api.requests.length;
      await act(() => vi.advanceTimersByTimeAsync(3_600_000));
      await waitFor(() => expect(api.requests.length).toBe(before + 1));
      expect(result.current.hasNewVersion).toBe(false);

      api.answer('/_w/latest-build.json', 200, { buildId: 'deployed' });
      await act(() => vi.advanceTimersByTimeAsync(3_600_000));
      await waitFor(() => expect(result.current.hasNewVersion).toBe(true));
      expect(reloadIfNewVersion('/games', assign)).toBe(true);
      expect(assign).toHaveBeenCalledWith('/games');
      unmount();
      expect(reloadIfNewVersion('/help', assign)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  // Issue 26: mid rolling deploy, an instance of the older build answers the poll.
  it("offers nothing when the latest-build file names an older build than the page's", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const meta = document.createElement('meta');
    meta.name = 'build-time';
    meta.content = '2026-11-27T09:00:00.000Z';
    document.head.append(meta);
    try {
      const older = { buildId: 'build-n', builtAt: '2026-11-27T08:00:00.000Z' };
      api.answer('/_o/latest-build.json', 200, older);
      const { result, unmount } = renderHook(() =>
        useVersionWatcher({ assetPrefix: `${api.url}/_o/`, currentBuildId: 'build-n1' }),
      );
      const before = api.requests.length;
      await act(() => vi.advanceTimersByTimeAsync(3_600_000));
      await waitFor(() => expect(api.requests.length).toBe(before + 1));
      expect(result.current.hasNewVersion).toBe(false);
      const newer = { buildId: 'build-n2', builtAt: '2026-11-27T10:00:00.000Z' };
      api.answer('/_o/latest-build.json', 200, newer);
      await act(() => vi.advanceTimersByTimeAsync(3_600_000));
      await waitFor(() => expect(result.current.hasNewVersion).toBe(true));
      unmount();
    } finally {
      meta.remove();
      vi.useRealTimers();
    }
  });
});
