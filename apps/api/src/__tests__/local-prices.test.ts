import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderOrderReceipt } from '../modules/mail/receipts';
import { DATABASES, startServer, type TestServer } from './harness';
import { currencyId, fund, ML_ACCOUNT, newUser, packId } from './orders-support';

/** Rupiah in a receipt's text ("Rp 24.200", "−Rp 400") as a number. */
function rupiah(text: string): number {
  const digits = /Rp\s?([\d.,]+)/.exec(text)?.[1];
  if (!digits) throw new Error(`No rupiah in "${text}"`);
  const amount = Number(digits.replace(/[.,]/g, ''));
  return text.includes('−') ? -amount : amount;
}

describe.each(DATABASES)('local prices on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('prices every seeded pack in whole hundreds of rupiah, struck-through prices too', async () => {
    const idr = await currencyId(server, 'IDR');
    const games = await server.database.db.selectFrom('games').select('name').execute();
    expect(games.length).toBeGreaterThan(10);
    for (const { name } of games) {
      const game = await server.client().shopGame.detail({ name, currencyId: idr });
      for (const pack of game.packs) {
        expect(pack.price.amount % 100, `${name} / ${pack.title}`).toBe(0);
        expect(pack.price.amount).toBeGreaterThan(0);
        if (pack.originalPrice) expect(pack.originalPrice.amount % 100).toBe(0);
      }
    }
  });

  it("takes the store's own price over the conversion, and converts and rounds without one", async () => {
    const idr = await currencyId(server, 'IDR');
    const game = await server
      .client()
      .shopGame.detail({ name: 'google-play-gift-card', currencyId: idr });
    // $1.29 converts to Rp 20.963; the store sells the Rp 20.000 voucher at face value.
    expect(game.packs.find((pack) => pack.title === 'Rp 20.000 Voucher')?.price.amount).toBe(20000);
    const packs = new Map(game.packs.map((pack) => [pack.id, pack]));
    const voucherId = [...packs.values()].find((pack) => pack.title === 'Rp 50.000 Voucher')?.id;
    if (voucherId === undefined) throw new Error('no Rp 50.000 voucher');
    await server.database.db
      .deleteFrom('pack_prices')
      .where('pack_id', '=', voucherId)
      .where('currency_id', '=', idr)
      .execute();
    const converted = await server.client().shopGame.detail({ name: game.name, currencyId: idr });
    // $3.15 * 16250 = Rp 51.187,5 -> 51.188 -> Rp 51.200 (nearest Rp 100).
    expect(converted.packs.find((pack) => pack.id === voucherId)?.price.amount).toBe(51200);
    const myr = await currencyId(server, 'MYR');
    const inMyr = await server.client().shopGame.detail({ name: game.name, currencyId: myr });
    for (const pack of inMyr.packs) expect(pack.price.amount % 5).toBe(0);
  });

  it('writes a receipt whose lines minus its discounts make its total', async () => {
    const user = await newUser(server, 'receipt-sums');
    await fund(server, user.userId, 'IDR', 100_000);
    const idr = await currencyId(server, 'IDR');
    const diamonds = await packId(server, 'mobile-legends', '86 Diamonds');
    const order = await user.client.orderDeal.add({
      items: [{ packId: diamonds, account: ML_ACCOUNT, quantity: 2 }],
      currencyId: idr,
    });
    const { order: paid } = await user.client.orderDeal.pay({
      orderNo: order.orderNo,
      method: 'balance',
      currencyId: idr,
    });
    expect(paid).toMatchObject({
      subtotal: { amount: 48400 },
      discount: { amount: 900 },
      total: { amount: 47500 },
    });
    const queued = await server.database.db
      .selectFrom('mail_outbox')
      .select(['facts', 'event'])
      .where('key', 'like', `${order.orderNo}:%`)
      .execute();
    expect(queued.length).toBeGreaterThan(0);
    for (const row of queued) {
      if (!row.facts || !row.event) throw new Error('An order receipt without its facts');
      const text = renderOrderReceipt('https://shop.example', row.facts, row.event).text;
      const lines = text.split('\n').filter((line) => / x\d+: /.test(line));
      const discounts = text.split('\n').filter((line) => line.startsWith('Discount: '));
      const total = text.split('\n').find((line) => line.startsWith('Total: '));
      expect(lines.map(rupiah)).toEqual([48400]);
      expect(discounts.map(rupiah)).toEqual([-900]);
      expect(rupiah(total ?? '')).toBe(47500);
      const sum = [...lines, ...discounts].map(rupiah).reduce((a, b) => a + b, 0);
      expect(sum).toBe(rupiah(total ?? ''));
    }
  });
});
