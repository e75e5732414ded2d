// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import { guestIdAtom, isLoginAtom } from '@storefront/state';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type JsonServer, ok, startJsonServer } from '../../__tests__/helpers/json-server';
import { useCartContents, useCartOwner } from '../cart-owner';
import { createQueryClient } from '../query-client';

let standIn: JsonServer;

beforeAll(async () => {
  standIn = await startJsonServer(({ path }) => {
    if (path === '/api/ShopCart/List') return ok({ items: [], total: null });
    if (path === '/api/link/list') return ok([]);
    return undefined;
  });
});

afterAll(() => standIn.close());

afterEach(() => {
  cleanup();
  localStorage.clear();
  standIn.requests.length = 0;
});

function renderWithStore<T>(useHook: () => T) {
  const store = createStore();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      JotaiProvider,
      { store },
      createElement(QueryClientProvider, { client: queryClient }, children),
    );
  return { store, ...renderHook(useHook, { wrapper }) };
}

describe('useCartOwner', () => {
  it('is not known before the stored state has loaded (nobody to ask for)', () => {
    const { result } = renderWithStore(useCartOwner);
    expect(result.current).toEqual({ owner: { guestId: null, isLogin: false }, known: false });
  });

  it('is the guest once a guest id is in the store', () => {
    const { store, result } = renderWithStore(useCartOwner);
    act(() => store.set(guestIdAtom, 'guest-9'));
    expect(result.current).toEqual({ owner: { guestId: 'guest-9', isLogin: false }, known: true });
  });

  it('is the user once logged in, even without a guest id', () => {
    const { store, result } = renderWithStore(useCartOwner);
    act(() => store.set(isLoginAtom, true));
    expect(result.current).toEqual({ owner: { guestId: null, isLogin: true }, known: true });
  });

  it('does not take an empty guest id for a visitor', () => {
    const { store, result } = renderWithStore(useCartOwner);
    act(() => store.set(guestIdAtom, ''));
    expect(result.current.known).toBe(false);
  });
});

describe('useCartContents', () => {
  const api = () => createApiClient({ baseURL: standIn.url });
  const scope = { locale: 'en', currencyId: 1 } as const;

  it('asks nothing until the visitor is known, then reads the cart and the saved links', async () => {
    const client = api();
    const { store, result } = renderWithStore(() => useCartContents(client, scope));
    expect(result.current.cart.fetchStatus).toBe('idle');
    expect(result.current.links.fetchStatus).toBe('idle');
    expect(standIn.requests).toHaveLength(0);

    act(() => store.set(guestIdAtom, 'guest-9'));
    await waitFor(() =>
      expect(result.current.cart.isSuccess && result.current.links.isSuccess).toBe(true),
    );
    expect(result.current.owner).toEqual({ guestId: 'guest-9', isLogin: false });
    expect(standIn.requests.map((request) => request.path).sort()).toEqual([
      '/api/ShopCart/List',
      '/api/link/list',
    ]);
  });
});
