import { describe, expect, it } from 'vitest';
import {
  defaultPayChoice,
  isResumable,
  nextAttempt,
  PAY_TIMEOUT_MS,
  type PaymentAttempt,
  sessionAttemptStore,
} from '../payment-attempt';

const ORDER_NO = 'SF20261121-7KQ2M9';

/** A Storage over a Map: what sessionStorage is, without a browser. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('payment attempts', () => {
  const attempt: PaymentAttempt = {
    orderNo: ORDER_NO,
    method: 'balance',
    currencyId: 1,
    idempotencyKey: 'key-1',
    startedAt: 1_000,
  };

  it('keeps an attempt per order across a reload and forgets it when cleared', () => {
    const storage = memoryStorage();
    sessionAttemptStore(storage).write(attempt);
    const afterReload = sessionAttemptStore(storage);
    expect(afterReload.read(ORDER_NO)).toEqual(attempt);
    expect(afterReload.read('SF20261121-OTHER1')).toBeNull();
    afterReload.clear(ORDER_NO);
    expect(afterReload.read(ORDER_NO)).toBeNull();
  });

  it('ignores what is not an attempt, and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(`sf_payment:${ORDER_NO}`, '{"orderNo":"SF20261121-7KQ2M9","method":"cash"}');
    expect(sessionAttemptStore(storage).read(ORDER_NO)).toBeNull();
    storage.setItem(`sf_payment:${ORDER_NO}`, 'not json');
    expect(sessionAttemptStore(storage).read(ORDER_NO)).toBeNull();
    const none = sessionAttemptStore(null);
    none.write(attempt);
    expect(none.read(ORDER_NO)).toBeNull();
  });

  it('resumes an attempt only while its pay call could still be running', () => {
    expect(isResumable(attempt, attempt.startedAt + PAY_TIMEOUT_MS - 1)).toBe(true);
    expect(isResumable(attempt, attempt.startedAt + PAY_TIMEOUT_MS)).toBe(false);
  });

  it('reuses the key only to retry the same choice after no answer came', () => {
    let keys = 0;
    const newKey = () => `new-${++keys}`;
    const retry = nextAttempt(
      ORDER_NO,
      { method: 'balance', currencyId: 1 },
      attempt,
      5_000,
      newKey,
    );
    expect(retry).toEqual({ ...attempt, startedAt: 5_000 });
    const otherChoice = nextAttempt(ORDER_NO, { method: 'provider' }, attempt, 5_000, newKey);
    expect(otherChoice.idempotencyKey).toBe('new-1');
    const fresh = nextAttempt(ORDER_NO, { method: 'balance', currencyId: 1 }, null, 5_000, newKey);
    expect(fresh.idempotencyKey).toBe('new-2');
  });
});

describe('the payment first offered', () => {
  const money = (currencyId: number, amount: number) => ({
    currencyId,
    currencyCode: currencyId === 1 ? 'USD' : 'IDR',
    decimals: currencyId === 1 ? 2 : 0,
    amount,
  });
  const price = (currencyId: number, covered: boolean) => ({
    currencyId,
    currencyCode: currencyId === 1 ? 'USD' : 'IDR',
    price: money(currencyId, 100),
    discount: money(currencyId, 0),
    total: money(currencyId, 100),
    balance: money(currencyId, covered ? 100 : 0),
    covered,
  });
  const order = { total: money(1, 100) };

  it("is a covering balance in the order's currency, else any covering one, else the provider", () => {
    expect(defaultPayChoice(order, [price(2, true), price(1, true)])).toEqual({
      method: 'balance',
      currencyId: 1,
    });
    expect(defaultPayChoice(order, [price(1, false), price(2, true)])).toEqual({
      method: 'balance',
      currencyId: 2,
    });
    expect(defaultPayChoice(order, [price(1, false)])).toEqual({ method: 'provider' });
    expect(defaultPayChoice(order, undefined)).toEqual({ method: 'provider' });
  });
});
