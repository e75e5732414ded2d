import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DETAIL_HEADER,
  type AccountDetailEntry,
  accountDetailCsv,
  accountDetailCsvStream,
} from '../account-detail';

describe('accountDetailCsv', () => {
  const payment = {
    createdAt: '2026-11-21T08:00:00.000Z',
    type: 'payment' as const,
    currencyCode: 'USD',
    decimals: 2,
    amount: -1250,
    balanceAfter: 3750,
    orderNo: 'SF20261121-7KQ2M9',
    remark: 'Order SF20261121-7KQ2M9, "86 Diamonds"',
  };

  it('writes the header, the quoted date and amounts in major units, with a BOM', () => {
    expect(accountDetailCsv([payment], 'en')).toBe(
      '\uFEFFdate,type,currency,amount,balance_after,order_no,remark\r\n' +
        '"2026-11-21T08:00:00.000Z",Payment,USD,-12.50,37.50,SF20261121-7KQ2M9,' +
        '"Order SF20261121-7KQ2M9, ""86 Diamonds"""\r\n',
    );
  });

  it("writes the type in the export's language, as the page says it", () => {
    const types = ['deposit', 'payment', 'refund', 'adjustment'] as const;
    const entries = types.map((type) => ({ ...payment, type, remark: '' }));
    const typeColumn = (csv: string) =>
      csv
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[1]);
    expect(typeColumn(accountDetailCsv(entries, 'en'))).toEqual([
      'Top-up',
      'Payment',
      'Refund',
      'Adjustment',
    ]);
    expect(typeColumn(accountDetailCsv(entries, 'id'))).toEqual([
      'Isi saldo',
      'Pembayaran',
      'Pengembalian dana',
      'Penyesuaian',
    ]);
  });

  it('writes the header alone when there are no rows', () => {
    expect(ACCOUNT_DETAIL_HEADER).toBe(
      'date,type,currency,amount,balance_after,order_no,remark\r\n',
    );
    expect(accountDetailCsv([], 'id')).toBe(`\uFEFF${ACCOUNT_DETAIL_HEADER}`);
  });

  it('streams the same file as it writes in memory, the header alone too', async () => {
    async function streamed(entries: AccountDetailEntry[]) {
      async function* arriving() {
        yield* entries;
      }
      let file = '';
      for await (const chunk of accountDetailCsvStream(arriving(), 'en')) file += chunk;
      return file;
    }
    expect(await streamed([payment, payment])).toBe(accountDetailCsv([payment, payment], 'en'));
    expect(await streamed([])).toBe(`\uFEFF${ACCOUNT_DETAIL_HEADER}`);
  });
});
