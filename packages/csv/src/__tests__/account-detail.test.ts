import { describe, expect, it } from 'vitest';
import { ACCOUNT_DETAIL_HEADER, accountDetailCsv } from '../account-detail';

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
