import { describe, expect, it } from 'vitest';
import { ACCOUNT_DETAIL_HEADER, accountDetailCsv, minorToDecimal } from '../account-detail';

describe('minorToDecimal', () => {
  it.each([
    [1250, 2, '12.50'],
    [-1250, 2, '-12.50'],
    [5, 2, '0.05'],
    [-5, 2, '-0.05'],
    [0, 2, '0.00'],
    [350000, 0, '350000'],
    [-15000, 0, '-15000'],
    [1, 4, '0.0001'],
    [9007199254740991, 2, '90071992547409.91'],
  ])('%i with %i decimals is %s', (amount, decimals, text) => {
    expect(minorToDecimal(amount, decimals)).toBe(text);
  });
});

describe('accountDetailCsv', () => {
  const payment = {
    createdAt: '2026-11-21T08:00:00.000Z',
    type: 'payment',
    currencyCode: 'USD',
    decimals: 2,
    amount: -1250,
    balanceAfter: 3750,
    orderNo: 'SF20261121-7KQ2M9',
    remark: 'Order SF20261121-7KQ2M9, "86 Diamonds"',
  };

  it('writes the header, the quoted date and amounts in major units, with a BOM', () => {
    expect(accountDetailCsv([payment])).toBe(
      '\uFEFFdate,type,currency,amount,balance_after,order_no,remark\r\n' +
        '"2026-11-21T08:00:00.000Z",payment,USD,-12.50,37.50,SF20261121-7KQ2M9,' +
        '"Order SF20261121-7KQ2M9, ""86 Diamonds"""\r\n',
    );
  });

  it('writes the header alone when there are no rows', () => {
    expect(ACCOUNT_DETAIL_HEADER).toBe(
      'date,type,currency,amount,balance_after,order_no,remark\r\n',
    );
    expect(accountDetailCsv([])).toBe(`\uFEFF${ACCOUNT_DETAIL_HEADER}`);
  });
});
