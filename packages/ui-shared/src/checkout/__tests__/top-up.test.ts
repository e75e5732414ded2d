import { MONEY_LIMITS } from '@storefront/api-client';
import type { BalanceLogEntry } from '@storefront/api-client/contract';
import { describe, expect, it } from 'vitest';
import { TOP_UP_MESSAGES } from '../../messages/top-up';
import { heldBalances } from '../balance-entry';
import {
  depositEntryOf,
  depositReturnFromSearch,
  parseTopUpAmount,
  TOP_UP_PRESETS,
  topUpAmountText,
  topUpPresets,
  topUpProblem,
} from '../top-up';

const USD = { id: 1, code: 'USD', decimals: 2 };
const IDR = { id: 2, code: 'IDR', decimals: 0 };

describe('top-up presets', () => {
  it('offers round amounts per currency in minor units, all within the deposit limit', () => {
    expect(topUpPresets(USD)).toEqual([500, 1000, 2000, 5000, 10000]);
    expect(topUpPresets(IDR)).toEqual([50_000, 100_000, 200_000, 500_000, 1_000_000]);
    for (const [code, majors] of Object.entries(TOP_UP_PRESETS)) {
      const limit = MONEY_LIMITS[code]?.deposit ?? 0;
      expect(majors.length, code).toBeGreaterThan(0);
      for (const amount of topUpPresets({ code, decimals: 2 })) {
        expect(amount, code).toBeLessThanOrEqual(limit);
      }
    }
  });

  it('gives a currency without a table fractions of its deposit limit', () => {
    expect(topUpPresets({ code: 'XYZ', decimals: 2 })).toEqual([5000, 10000, 25000, 50000, 100000]);
  });
});

describe('parseTopUpAmount', () => {
  it('reads a currency with decimals up to its decimals, with a point or a comma', () => {
    expect(parseTopUpAmount('10', 2)).toBe(1000);
    expect(parseTopUpAmount(' 10.5 ', 2)).toBe(1050);
    expect(parseTopUpAmount('10,05', 2)).toBe(1005);
    expect(parseTopUpAmount('10.005', 2)).toBeNull();
    expect(parseTopUpAmount('-5', 2)).toBeNull();
    expect(parseTopUpAmount('1e3', 2)).toBeNull();
    expect(parseTopUpAmount('ten', 2)).toBeNull();
  });

  it('reads thousands separators in a currency without decimals', () => {
    expect(parseTopUpAmount('50000', 0)).toBe(50_000);
    expect(parseTopUpAmount('50.000', 0)).toBe(50_000);
    expect(parseTopUpAmount('1,000,000', 0)).toBe(1_000_000);
    expect(parseTopUpAmount('50.5', 0)).toBeNull();
    expect(parseTopUpAmount('99999999999999999999', 0)).toBeNull();
  });

  it('writes a preset back as text the parser reads exactly', () => {
    for (const amount of [1, 500, 1005, 10000]) {
      expect(parseTopUpAmount(topUpAmountText(amount, 2), 2)).toBe(amount);
    }
    expect(topUpAmountText(1050, 2)).toBe('10.50');
    expect(topUpAmountText(50_000, 0)).toBe('50000');
  });
});

describe('topUpProblem', () => {
  it('asks for an amount, a well-formed one, and at least one major unit', () => {
    expect(topUpProblem('  ', USD, 0)).toEqual({ kind: 'required' });
    expect(topUpProblem('abc', USD, 0)).toEqual({ kind: 'invalid', decimals: 2 });
    expect(topUpProblem('0.99', USD, 0)).toEqual({ kind: 'tooSmall', min: 100 });
    expect(topUpProblem('1', USD, 0)).toBeNull();
  });

  it("refuses more than the contract's deposit limit at once, naming it", () => {
    const limit = MONEY_LIMITS.USD?.deposit as number;
    expect(topUpProblem(topUpAmountText(limit, 2), USD, 0)).toBeNull();
    expect(topUpProblem(topUpAmountText(limit + 1, 2), USD, 0)).toEqual({
      kind: 'depositLimit',
      max: limit,
    });
    expect(topUpProblem('165000001', IDR, 0)).toEqual({
      kind: 'depositLimit',
      max: MONEY_LIMITS.IDR?.deposit,
    });
  });

  it('refuses a top-up that would take the balance past its limit, with the room left', () => {
    const limits = MONEY_LIMITS.USD as (typeof MONEY_LIMITS)[string];
    const balance = limits.balance - 500;
    expect(topUpProblem('5', USD, balance)).toBeNull();
    expect(topUpProblem('5.01', USD, balance)).toEqual({
      kind: 'balanceLimit',
      max: limits.balance,
      room: 500,
    });
  });
});

describe('the return from the payment provider', () => {
  it("reads a deposit's number and status from the address, and nothing else", () => {
    expect(depositReturnFromSearch('?paymentNo=DP20261125-7KQ2M9&status=paid')).toEqual({
      paymentNo: 'DP20261125-7KQ2M9',
      status: 'paid',
    });
    expect(depositReturnFromSearch('paymentNo=dp20261125-7kq2m9&status=cancelled')?.status).toBe(
      'cancelled',
    );
    expect(depositReturnFromSearch('paymentNo=DP20261125-7KQ2M9&status=odd')?.status).toBe('other');
    expect(depositReturnFromSearch('paymentNo=PY20261125-7KQ2M9&status=paid')).toBeNull();
    expect(depositReturnFromSearch('currency=2')).toBeNull();
  });

  it("finds the deposit's line by its number, and only a deposit's", () => {
    const line = (id: number, type: BalanceLogEntry['type'], orderNo: string | null) =>
      ({ id, type, orderNo }) as BalanceLogEntry;
    const entries = [
      line(1, 'payment', 'DP20261125-7KQ2M9'),
      line(2, 'deposit', 'DP20261125-AAAAAA'),
      line(3, 'deposit', 'DP20261125-7KQ2M9'),
    ];
    expect(depositEntryOf(entries, 'DP20261125-7KQ2M9')?.id).toBe(3);
    expect(depositEntryOf(entries, 'DP20261125-BBBBBB')).toBeNull();
  });
});

describe('the top-up texts', () => {
  it('have the same keys and placeholders in en and id, and say "Anda"', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    expect(Object.keys(TOP_UP_MESSAGES.id).sort()).toEqual(Object.keys(TOP_UP_MESSAGES.en).sort());
    for (const [key, text] of Object.entries(TOP_UP_MESSAGES.en)) {
      const id = TOP_UP_MESSAGES.id[key as keyof typeof TOP_UP_MESSAGES.id];
      expect(id.trim(), key).not.toBe('');
      expect(placeholders(id), key).toEqual(placeholders(text));
      expect(id, key).not.toMatch(/\b(kamu|kau|engkau)\b/i);
    }
  });
});

describe('heldBalances', () => {
  it("keeps the balances holding money: a new account's zero rows are no balance yet", () => {
    expect(heldBalances([{ balance: 0 }, { balance: 0 }])).toEqual([]);
    expect(heldBalances([{ balance: 0 }, { balance: 1 }])).toEqual([{ balance: 1 }]);
  });
});
