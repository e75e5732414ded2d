// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, type JsonServer, ok, startJsonServer } from '../../__tests__/helpers/json-server';
import { promoCodeProblem } from '../../checkout/promo';
import { usePromoCodeField } from '../promo-code';
import { orderKeys } from '../queries/product';
import { createQueryClient } from '../query-client';

const ORDER_NO = 'SF20261121-7KQ2M9';
const usd = (amount: number) => ({ amount, currencyId: 1, currencyCode: 'USD', decimals: 2 });

let standIn: JsonServer;

beforeAll(async () => {
  standIn = await startJsonServer(({ path, body }) => {
    if (path !== '/api/OrderDeal/ApplyPromo') return undefined;
    if (body.code === 'OLD10') return failure(422, 'This code has expired');
    const promo = body.code ? { code: body.code, discount: usd(29) } : null;
    return ok({ orderNo: ORDER_NO, status: 'unpaid', total: usd(promo ? 269 : 298), promo });
  });
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.requests.length = 0;
});

afterEach(cleanup);

function renderField() {
  const queryClient = createQueryClient();
  const key = orderKeys.detail('en', ORDER_NO);
  queryClient.setQueryData(key, { orderNo: ORDER_NO, status: 'unpaid', promo: null });
  const hook = renderHook(() =>
    usePromoCodeField({
      api: createApiClient({ baseURL: standIn.url }),
      queryClient,
      order: queryClient.getQueryData(key) as { orderNo: string; promo: null },
    }),
  );
  return { ...hook, queryClient, key };
}

describe('promo code rules of the field', () => {
  it('asks for a code of the contract form before calling the server', () => {
    expect(promoCodeProblem('  ')).toBe('promo.required');
    expect(promoCodeProblem('no spaces')).toBe('promo.invalid');
    expect(promoCodeProblem(' welcome10 ')).toBeNull();
  });
});

describe('usePromoCodeField', () => {
  it('applies the code upper-cased and puts the re-priced order in the cache', async () => {
    const { result, queryClient, key } = renderField();
    act(() => result.current.setValue(' welcome10 '));
    act(() => result.current.apply());
    await waitFor(() => expect(result.current.value).toBe(''), { timeout: 5000 });
    expect(result.current.busy).toBe(false);
    expect(standIn.requests.map((request) => request.body)).toEqual([
      { orderNo: ORDER_NO, code: 'WELCOME10' },
    ]);
    expect(queryClient.getQueryData(key)).toMatchObject({ promo: { code: 'WELCOME10' } });
    expect(result.current.value).toBe('');
    expect(result.current.refusal).toBeNull();
  });

  it('keeps a refusal beside the field and sends nothing for a malformed code', async () => {
    const { result, queryClient, key } = renderField();
    act(() => result.current.setValue('x'));
    act(() => result.current.apply());
    expect(result.current.problem).toBe('promo.invalid');
    expect(standIn.requests).toHaveLength(0);
    act(() => result.current.setValue('old10'));
    act(() => result.current.apply());
    await waitFor(() => expect(result.current.refusal).toBe('This code has expired'), {
      timeout: 5000,
    });
    expect(queryClient.getQueryData(key)).toMatchObject({ promo: null });
    expect(result.current.value).toBe('old10');
  });
});
