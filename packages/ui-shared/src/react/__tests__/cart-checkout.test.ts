// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import type { CartItem } from '@storefront/api-client/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, type JsonServer, ok, startJsonServer } from '../../__tests__/helpers/json-server';
import { useCartCheckout } from '../cart-checkout';
import { createQueryClient } from '../query-client';

const ORDER_NO = 'SF20261121-7KQ2M9';
const USD = { currencyId: 1, currencyCode: 'USD', decimals: 2 };

const line = (id: number, amount: number) =>
  ({ id, kind: 'pack', subtotal: { ...USD, amount }, available: true }) as unknown as CartItem;
const ITEMS = [line(1, 298), line(2, 295)];

let standIn: JsonServer;

beforeAll(async () => {
  standIn = await startJsonServer(({ path, body }) => {
    if (path !== '/api/OrderDeal/Add') return undefined;
    if (body.currencyId === 9) return failure(409, 'A pack is sold out');
    return ok({ orderNo: ORDER_NO });
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});
afterEach(cleanup);

function renderCheckout(selectedIds: ReadonlySet<number>, currencyId = 1) {
  const opened: string[] = [];
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  const hook = renderHook(
    () =>
      useCartCheckout({
        api: createApiClient({ baseURL: standIn.url }),
        queryClient,
        items: ITEMS,
        selectedIds,
        currencyId,
        navigateTo: (path) => opened.push(path),
      }),
    { wrapper },
  );
  return { ...hook, opened };
}

const addCalls = () => standIn.requests.filter((request) => request.path === '/api/OrderDeal/Add');

describe('useCartCheckout', () => {
  it('totals the selected lines and orders them once, then opens the order page', async () => {
    const { result, opened } = renderCheckout(new Set([2]));
    expect(result.current.total).toMatchObject({ amount: 295 });
    await act(() => result.current.start());
    expect(addCalls().map((call) => call.body)).toEqual([{ cartItemIds: [2], currencyId: 1 }]);
    expect(opened).toEqual([`/order?orderNo=${ORDER_NO}`]);
  });

  it('orders nothing while no line is selected', async () => {
    const { result, opened } = renderCheckout(new Set());
    await act(() => result.current.start());
    expect(addCalls()).toHaveLength(0);
    expect(opened).toEqual([]);
  });

  it('stays on the cart with the refusal when the order is refused', async () => {
    const { result, opened } = renderCheckout(new Set([1]), 9);
    await act(() => result.current.start());
    await waitFor(() => expect(result.current.error?.message).toBe('A pack is sold out'));
    expect(result.current.pending).toBe(false);
    expect(opened).toEqual([]);
  });
});
