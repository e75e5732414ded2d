// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, type JsonServer, ok, startJsonServer } from '../../__tests__/helpers/json-server';
import {
  type AttemptStore,
  PAY_TIMEOUT_MS,
  type PaymentAttempt,
} from '../../checkout/payment-attempt';
import { usePayOrder } from '../payment';
import { orderKeys } from '../queries/product';
import { createQueryClient } from '../query-client';

const ORDER_NO = 'SF20261121-7KQ2M9';
const REDIRECT = 'http://127.0.0.1/api/payments/sandbox/PY20261121-AAAAAA';

let standIn: JsonServer;

beforeAll(async () => {
  standIn = await startJsonServer(({ path, body }) => {
    if (path !== '/api/OrderDeal/Pay') return undefined;
    if (body.currencyId === 9) return failure(409, 'Your USD balance is not enough for this order');
    if (body.currencyId === 8) return failure(401);
    const provider = body.method === 'provider';
    return ok({
      order: { orderNo: ORDER_NO, status: provider ? 'unpaid' : 'paid' },
      payment: {
        method: body.method,
        status: provider ? 'pending' : 'paid',
        redirectUrl: provider ? REDIRECT : null,
      },
    });
  });
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.requests.length = 0;
});

afterEach(cleanup);

function memoryAttempts(initial: PaymentAttempt | null = null): AttemptStore & {
  current: PaymentAttempt | null;
} {
  const store = {
    current: initial,
    read: (orderNo: string) => (store.current?.orderNo === orderNo ? store.current : null),
    write: (attempt: PaymentAttempt) => {
      store.current = attempt;
    },
    clear: () => {
      store.current = null;
    },
  };
  return store;
}

function renderPayment(attempts = memoryAttempts()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(orderKeys.detail('en', ORDER_NO), {
    orderNo: ORDER_NO,
    status: 'unpaid',
  });
  const redirects: string[] = [];
  const hook = renderHook(() =>
    usePayOrder({
      api: createApiClient({ baseURL: standIn.url }),
      queryClient,
      orderNo: ORDER_NO,
      returnUrl: `/order?orderNo=${ORDER_NO}`,
      redirect: (url) => redirects.push(url),
      attempts,
    }),
  );
  return { ...hook, queryClient, redirects, attempts };
}

const payCalls = () => standIn.requests.filter((request) => request.path === '/api/OrderDeal/Pay');

describe('usePayOrder', () => {
  it('pays once however often "Pay" is pressed, with an idempotency key, and shows the paid order', async () => {
    const { result, queryClient, attempts } = renderPayment();
    act(() => {
      result.current.pay({ method: 'balance', currencyId: 1 });
      result.current.pay({ method: 'balance', currencyId: 1 });
    });
    expect(result.current.phase).toBe('paying');
    expect(result.current.startedAt).not.toBeNull();
    expect(attempts.current?.method).toBe('balance');
    await waitFor(() => expect(result.current.phase).toBe('idle'));
    expect(payCalls()).toHaveLength(1);
    expect(payCalls()[0]?.body).toEqual({
      orderNo: ORDER_NO,
      method: 'balance',
      currencyId: 1,
      returnUrl: `/order?orderNo=${ORDER_NO}`,
    });
    expect(payCalls()[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(queryClient.getQueryData(orderKeys.detail('en', ORDER_NO))).toMatchObject({
      status: 'paid',
    });
    expect(attempts.current).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it("opens the provider's page for a provider payment", async () => {
    const { result, redirects } = renderPayment();
    act(() => result.current.pay({ method: 'provider' }));
    await waitFor(() => expect(result.current.phase).toBe('redirecting'));
    expect(redirects).toEqual([REDIRECT]);
  });

  it("keeps the server's message when the payment is refused, and lets the customer try again", async () => {
    const { result, attempts } = renderPayment();
    act(() => result.current.pay({ method: 'balance', currencyId: 9 }));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.error?.message).toBe('Your USD balance is not enough for this order');
    expect(result.current.phase).toBe('idle');
    expect(attempts.current).toBeNull();
    act(() => result.current.pay({ method: 'balance', currencyId: 1 }));
    await waitFor(() => expect(payCalls()).toHaveLength(2));
    expect(payCalls()[1]?.idempotencyKey).not.toBe(payCalls()[0]?.idempotencyKey);
  });

  it('leaves the order as it was after a 401: the logged-out visitor may not read it', async () => {
    const { result, queryClient } = renderPayment();
    act(() => result.current.pay({ method: 'balance', currencyId: 8 }));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.error?.message).toBe('Login status expired, please log in again');
    expect(queryClient.getQueryState(orderKeys.detail('en', ORDER_NO))?.isInvalidated).toBe(false);
  });

  it('sends the attempt a reload interrupted again, with the same key', async () => {
    const interrupted: PaymentAttempt = {
      orderNo: ORDER_NO,
      method: 'balance',
      currencyId: 1,
      idempotencyKey: 'key-before-reload',
      startedAt: Date.now() - 5_000,
    };
    const { result } = renderPayment(memoryAttempts(interrupted));
    expect(result.current.phase).toBe('paying');
    await waitFor(() => expect(result.current.phase).toBe('idle'));
    expect(payCalls().map((call) => call.idempotencyKey)).toEqual(['key-before-reload']);
  });

  it('forgets an attempt older than the pay time-out instead of sending it', () => {
    const old: PaymentAttempt = {
      orderNo: ORDER_NO,
      method: 'balance',
      idempotencyKey: 'stale',
      startedAt: Date.now() - PAY_TIMEOUT_MS - 1,
    };
    const { result, attempts } = renderPayment(memoryAttempts(old));
    expect(result.current.phase).toBe('idle');
    expect(attempts.current).toBeNull();
    expect(payCalls()).toHaveLength(0);
  });
});
