// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import type { Order } from '@storefront/api-client/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type JsonServer, ok, startJsonServer } from '../../__tests__/helpers/json-server';
import type { AttemptStore } from '../../checkout/payment-attempt';
import { usePaymentStep } from '../payment-step';
import { createQueryClient } from '../query-client';

const ORDER_NO = 'SF20261121-7KQ2M9';
const usd = (amount: number) => ({ amount, currencyId: 1, currencyCode: 'USD', decimals: 2 });
const CHANNEL = {
  id: 'ewallet',
  name: 'E-wallet',
  fee: usd(10),
  total: usd(209),
  min: null,
  max: null,
  balance: null,
  refusal: null,
};
const ORDER = {
  orderNo: ORDER_NO,
  status: 'unpaid',
  total: usd(199),
  channel: null,
  contactEmail: null,
} as unknown as Order;

let standIn: JsonServer;

beforeAll(async () => {
  standIn = await startJsonServer(({ path }) => {
    if (path === '/api/OrderDeal/Channels') return ok({ base: usd(199), channels: [CHANNEL] });
    if (path === '/api/OrderDeal/Pay') {
      return ok({
        order: { orderNo: ORDER_NO, status: 'unpaid' },
        payment: { method: 'provider', status: 'pending', redirectUrl: 'http://127.0.0.1/pay' },
      });
    }
    return undefined;
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});
afterEach(cleanup);

const noAttempts: AttemptStore = { read: () => null, write: () => {}, clear: () => {} };

function renderStep() {
  const queryClient = createQueryClient();
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      JotaiProvider,
      { store },
      createElement(QueryClientProvider, { client: queryClient }, children),
    );
  return renderHook(
    () =>
      usePaymentStep({
        api: createApiClient({ baseURL: standIn.url }),
        queryClient,
        order: ORDER,
        isLogin: false,
        locale: 'en',
        redirect: () => {},
        attempts: noAttempts,
      }),
    { wrapper },
  );
}

const payCalls = () => standIn.requests.filter((request) => request.path === '/api/OrderDeal/Pay');

describe('usePaymentStep', () => {
  it("selects the guest's usable channel and shows its total", async () => {
    const { result } = renderStep();
    await waitFor(() => expect(result.current.choices.choice).not.toBeNull());
    expect(result.current.choices.choice).toEqual({ method: 'provider', channel: 'ewallet' });
    expect(result.current.choices.total).toEqual(usd(209));
    expect(result.current.busy).toBe(false);
  });

  it('holds Pay back while the receipt address is malformed', async () => {
    const { result } = renderStep();
    await waitFor(() => expect(result.current.choices.choice).not.toBeNull());
    act(() => result.current.contact.setValue('not-an-address'));
    act(() => result.current.pay());
    expect(result.current.contact.problem).toBe('contact.emailInvalid');
    expect(result.current.busy).toBe(false);
    expect(payCalls()).toHaveLength(0);
  });

  it("pays with the choice and the address, coming back to the order's page", async () => {
    const { result } = renderStep();
    await waitFor(() => expect(result.current.choices.choice).not.toBeNull());
    act(() => result.current.contact.setValue(' Buyer@Example.com '));
    act(() => result.current.pay());
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(payCalls()).toHaveLength(1));
    expect(payCalls()[0]?.body).toEqual({
      orderNo: ORDER_NO,
      method: 'provider',
      channel: 'ewallet',
      contactEmail: 'buyer@example.com',
      returnUrl: `/order?orderNo=${ORDER_NO}`,
    });
  });
});
