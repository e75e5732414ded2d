// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, type JsonServer, ok, startJsonServer } from '../../__tests__/helpers/json-server';
import { accountKeys } from '../queries/account';
import { createQueryClient } from '../query-client';
import { useDepositReturn, useTopUp } from '../top-up';

const DEPOSIT_NO = 'DP20261125-7KQ2M9';
const REDIRECT = 'http://127.0.0.1/api/payments/sandbox/DP20261125-7KQ2M9';
const USD = { id: 1, code: 'USD', decimals: 2 };
const IDR = { id: 2, code: 'IDR', decimals: 0 };

let standIn: JsonServer;

beforeAll(async () => {
  standIn = await startJsonServer(({ path, body }) => {
    if (path === '/api/User/Deposit') {
      if (body.amount === 777) return failure(422, 'Deposits are paused');
      return ok({ depositNo: DEPOSIT_NO, amount: {}, status: 'pending', redirectUrl: REDIRECT });
    }
    if (path === '/api/User/BalanceLog') {
      return ok({
        list: [
          {
            id: 7,
            currencyId: 1,
            currencyCode: 'USD',
            decimals: 2,
            amount: 1000,
            balanceAfter: 1250,
            type: 'deposit',
            orderNo: DEPOSIT_NO,
            remark: 'Deposit through sandbox',
            createdAt: '2026-11-25T10:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
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

function setup() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return { queryClient, wrapper, api: createApiClient({ baseURL: standIn.url }) };
}

const deposits = () => standIn.requests.filter((request) => request.path === '/api/User/Deposit');

describe('useTopUp', () => {
  function renderForm(balance = 0) {
    const { wrapper, api } = setup();
    const redirects: string[] = [];
    const hook = renderHook(
      () =>
        useTopUp({
          api,
          locale: 'en',
          currencies: [USD, IDR],
          initialCurrencyId: 1,
          balances: [{ currencyId: 1, balance }],
          returnUrl: '/user/billing',
          redirect: (url) => redirects.push(url),
        }),
      { wrapper },
    );
    return { ...hook, redirects };
  }

  it('sends a preset to User/Deposit and opens the provider page', async () => {
    const { result, redirects } = renderForm();
    expect(result.current.presets.map((preset) => preset.label)).toEqual([
      '$5.00',
      '$10.00',
      '$20.00',
      '$50.00',
      '$100.00',
    ]);
    act(() => result.current.choosePreset(1000));
    expect(result.current.amountText).toBe('10');
    expect(result.current.presets[1]?.selected).toBe(true);
    expect(result.current.amountLabel).toBe('$10.00');
    expect(result.current.submitLabel).toBe('Pay $10.00');
    expect(result.current.busy).toBe(false);
    act(() => result.current.submit());
    await waitFor(() => expect(redirects).toEqual([REDIRECT]));
    expect(deposits()[0]?.body).toEqual({
      currencyId: 1,
      amount: 1000,
      returnUrl: '/user/billing',
    });
    expect(result.current.redirecting).toBe(true);
    expect(result.current.busy).toBe(true);
    expect(result.current.submitLabel).toBe('Opening the payment page…');
  });

  it('refuses an amount beyond the deposit limit without calling the API, naming the limit', () => {
    const { result } = renderForm();
    act(() => result.current.setAmountText('10000.01'));
    expect(result.current.problem).toBeNull();
    act(() => result.current.submit());
    expect(result.current.problem).toBe('The most you can top up at once is $10,000.00');
    expect(deposits()).toHaveLength(0);
    act(() => result.current.setAmountText('10000'));
    expect(result.current.problem).toBeNull();
  });

  it('switches currency: its own presets and limits, the amount cleared', () => {
    const { result } = renderForm();
    act(() => result.current.setAmountText('10'));
    act(() => result.current.chooseCurrency(2));
    expect(result.current.currency?.code).toBe('IDR');
    expect(result.current.amountText).toBe('');
    expect(result.current.presets[0]?.amount).toBe(50_000);
    expect(result.current.limitsText).toMatch(/^From Rp.?1 to Rp.?165\.000\.000 at once$/);
  });

  it("shows the server's refusal", async () => {
    const { result, redirects } = renderForm();
    act(() => result.current.setAmountText('7.77'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.error).toBe('The top-up could not be started: Deposits are paused');
    expect(redirects).toEqual([]);
  });
});

describe('useDepositReturn', () => {
  it('finds the paid deposit, says the new balance and refetches the balances', async () => {
    const { queryClient, wrapper, api } = setup();
    queryClient.setQueryData(accountKeys.summary, { user: { userBalance: [] } });
    const { result } = renderHook(
      () =>
        useDepositReturn({
          api,
          queryClient,
          locale: 'en',
          search: `?paymentNo=${DEPOSIT_NO}&status=paid`,
          enabled: true,
        }),
      { wrapper },
    );
    expect(result.current.phase).toBe('waiting');
    await waitFor(() => expect(result.current.phase).toBe('landed'));
    expect(result.current.message).toBe(
      'Your top-up of $10.00 has landed. Your USD balance is now $12.50.',
    );
    expect(queryClient.getQueryState(accountKeys.summary)?.isInvalidated).toBe(true);
    expect(standIn.requests.find((r) => r.path === '/api/User/BalanceLog')?.body).toMatchObject({
      type: 'deposit',
    });
    act(() => result.current.dismiss());
    expect(result.current.phase).toBe('none');
  });

  it('says a cancelled top-up took no money, and ignores an address without a deposit', () => {
    const { queryClient, wrapper, api } = setup();
    const render = (search: string) =>
      renderHook(
        () => useDepositReturn({ api, queryClient, locale: 'id', search, enabled: true }),
        { wrapper },
      ).result.current;
    expect(render(`?paymentNo=${DEPOSIT_NO}&status=cancelled`).message).toBe(
      `Pengisian saldo ${DEPOSIT_NO} dibatalkan. Tidak ada uang yang diambil.`,
    );
    expect(render('?currency=1').phase).toBe('none');
    expect(standIn.requests).toHaveLength(0);
  });
});
