import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL } from '../config';
import type { Supplier } from '../modules/fulfilment/supplier';
import { createOutbox } from '../modules/mail/outbox';
import { smtpSender } from '../modules/mail/worker';
import { DATABASES, startServer, type TestServer } from './harness';
import { type MailCatcher, startMailCatcher } from './mail-support';
import {
  clickOnProviderPage,
  currencyId,
  fund,
  ML_ACCOUNT,
  newGuest,
  newUser,
  packId,
} from './orders-support';

const STORE = 'https://shop.example';
const FROM = 'Storefront <receipts@shop.example>';

/** A worker of `server`'s database sending to `smtpUrl`, as an API process runs it. */
function workerFor(server: TestServer, smtpUrl: string, batch?: number) {
  const sender = smtpSender(smtpUrl);
  const outbox = createOutbox({
    db: server.database.db,
    clock: server.clock,
    sender,
    from: FROM,
    storeOrigin: STORE,
    backoffMs: 1000,
    batch,
  });
  return { drain: outbox.drain, close: () => sender.close() };
}

/** Rounds of `worker` until one finds nothing due; the receipts it sent. */
async function drainAll(worker: ReturnType<typeof workerFor>): Promise<number> {
  let sent = 0;
  for (;;) {
    const round = await worker.drain();
    if (round.sent + round.failed === 0) return sent;
    sent += round.sent;
  }
}

async function outboxRows(server: TestServer, key: string) {
  return server.database.db
    .selectFrom('mail_outbox')
    .select(['key', 'recipient', 'attempts', 'sent_at', 'next_attempt_at', 'last_error'])
    .where('key', 'like', `${key}%`)
    .orderBy('id')
    .execute();
}

describe.each(DATABASES)('receipts by email on %s', (kind) => {
  let server: TestServer;
  let failing: TestServer;
  let catcher: MailCatcher;
  const settings = {
    mail: { ...DEFAULT_MAIL, from: FROM, pollMs: 1000, storeOrigin: STORE },
  };
  const brokenSupplier: Supplier = {
    async deliver() {
      throw new Error('supplier down');
    },
  };
  beforeAll(async () => {
    catcher = await startMailCatcher();
    server = await startServer(kind, { settings });
    failing = await startServer(kind, { settings, supplier: brokenSupplier });
  });
  afterAll(async () => {
    await failing?.close();
    await server?.close();
    await catcher?.stop();
  });

  const mailsTo = (email: string) =>
    catcher.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));

  it('sends paid and completed receipts with items, total, codes and a tracking link', async () => {
    const user = await newUser(server, 'receipt');
    await fund(server, user.userId, 'IDR', 1_000_000);
    const card = await packId(server, 'google-play-gift-card', 'Rp 20.000 Voucher');
    const order = await user.client.orderDeal.add({
      items: [{ packId: card, quantity: 2, account: {} }],
      currencyId: await currencyId(server, 'IDR'),
    });
    await user.client.orderDeal.pay({ orderNo: order.orderNo, method: 'balance' });
    const detail = await user.client.orderDeal.detail({ orderNo: order.orderNo });
    const codes = detail.items[0]?.vouchers ?? [];
    expect(codes).toHaveLength(2);

    const worker = workerFor(server, catcher.url);
    expect(await worker.drain()).toEqual({ sent: 2, failed: 0, lost: 0 });
    worker.close();
    const [paid, completed] = mailsTo(user.email);
    expect(paid?.subject).toBe(`Payment received for order ${order.orderNo}`);
    expect(completed?.subject).toBe(`Your order ${order.orderNo} is complete`);
    expect(completed?.from?.value[0]?.address).toBe('receipts@shop.example');
    const text = completed?.text ?? '';
    expect(text).toContain(`Order number: ${order.orderNo}`);
    expect(text).toContain('Google Play');
    expect(text).toContain('Rp 20.000 Voucher x2');
    expect(text).toMatch(/Total: Rp\s?\d/);
    for (const code of codes) expect(text).toContain(code);
    expect(text).toContain(`${STORE}/track?orderNo=${order.orderNo}`);
    expect(completed?.html).toContain(`href="${STORE}/track?orderNo=${order.orderNo}"`);
    expect(paid?.text).not.toContain(codes[0]);
  });

  it('writes in the order locale and sends a failed order its refund receipt', async () => {
    const { client } = await newGuest(failing);
    const order = await client.orderDeal.add({
      items: [
        { packId: await packId(failing, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
      contactEmail: 'tamu@example.com',
    });
    // The locale is the one of the request that created the order.
    await failing.database.db
      .updateTable('orders')
      .set({ locale: 'id' })
      .where('order_no', '=', order.orderNo)
      .execute();
    const { payment } = await client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' });
    await clickOnProviderPage(failing, payment.redirectUrl ?? '', 'pay');
    const worker = workerFor(failing, catcher.url);
    await worker.drain();
    worker.close();
    const subjects = mailsTo('tamu@example.com').map((mail) => mail.subject);
    expect(subjects).toEqual([
      `Pembayaran diterima untuk pesanan ${order.orderNo}`,
      `Pesanan ${order.orderNo} Anda tidak dapat dikirim`,
    ]);
    expect(mailsTo('tamu@example.com')[1]?.text).toContain('Pembayaran Anda telah dikembalikan');
  });

  it('keeps the locale of the request that created the order', async () => {
    const user = await newUser(server, 'bahasa');
    await fund(server, user.userId, 'USD', 5000);
    const client = server.client({ token: user.token, locale: 'id' });
    const order = await client.orderDeal.add({
      items: [
        { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
    });
    const row = await server.database.db
      .selectFrom('orders')
      .select('locale')
      .where('order_no', '=', order.orderNo)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('id');
  });

  it('sends a guest who gave no email nothing', async () => {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({
      items: [
        { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
    });
    const { payment } = await client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' });
    await clickOnProviderPage(server, payment.redirectUrl ?? '', 'pay');
    expect(await outboxRows(server, order.orderNo)).toEqual([]);
  });

  it('sends a deposit receipt once the deposit is credited', async () => {
    const user = await newUser(server, 'topup');
    const deposit = await user.client.user.deposit({
      currencyId: await currencyId(server, 'IDR'),
      amount: 50_000,
    });
    expect(await outboxRows(server, deposit.depositNo)).toEqual([]);
    await clickOnProviderPage(server, deposit.redirectUrl, 'pay');
    const worker = workerFor(server, catcher.url);
    await worker.drain();
    worker.close();
    const [mail] = mailsTo(user.email);
    expect(mail?.subject).toMatch(/^Balance topped up: Rp\s?50\.000$/);
    expect(mail?.text).toContain(`Top-up number: ${deposit.depositNo}`);
  });

  it('keeps receipts while the mail server is down and delivers each once when it is back', async () => {
    const user = await newUser(server, 'outage');
    await fund(server, user.userId, 'USD', 5000);
    const order = await user.client.orderDeal.add({
      items: [
        { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
    });
    await user.client.orderDeal.pay({ orderNo: order.orderNo, method: 'balance' });
    // A port nobody listens on: the catcher is started there later.
    const later = await startMailCatcher();
    const url = later.url;
    await later.stop();
    const worker = workerFor(server, url);
    expect(await worker.drain()).toEqual({ sent: 0, failed: 2, lost: 0 });
    let rows = await outboxRows(server, order.orderNo);
    expect(rows.map((row) => [row.attempts, row.sent_at])).toEqual([
      [1, null],
      [1, null],
    ]);
    expect(rows[0]?.last_error).toBeTruthy();
    // Not due yet: nothing is tried before the backoff has passed.
    expect(await worker.drain()).toEqual({ sent: 0, failed: 0, lost: 0 });
    server.clock.advance(1000);
    expect(await worker.drain()).toEqual({ sent: 0, failed: 2, lost: 0 });
    rows = await outboxRows(server, order.orderNo);
    expect(rows[0]?.attempts).toBe(2);
    expect(rows[0]?.next_attempt_at.getTime()).toBe(server.clock.now().getTime() + 2000);

    const back = await startMailCatcher(Number(new URL(url).port));
    server.clock.advance(2000);
    expect(await worker.drain()).toEqual({ sent: 2, failed: 0, lost: 0 });
    expect(await worker.drain()).toEqual({ sent: 0, failed: 0, lost: 0 });
    server.clock.advance(60 * 60_000);
    expect(await worker.drain()).toEqual({ sent: 0, failed: 0, lost: 0 });
    worker.close();
    await back.stop();
    expect(back.received.map((mail) => mail.subject)).toEqual([
      `Payment received for order ${order.orderNo}`,
      `Your order ${order.orderNo} is complete`,
    ]);
  });
});

describe('receipts with two API processes on PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    first = await startServer('postgres');
    second = await first.startProcess();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await catcher?.stop();
  });

  it('delivers every receipt exactly once while both send at the same time', async () => {
    const users = await Promise.all(
      Array.from({ length: 6 }, (_, index) => newUser(first, `twice${index}`)),
    );
    const pack = await packId(first, 'mobile-legends', '86 Diamonds');
    for (const user of users) {
      await fund(first, user.userId, 'USD', 5000);
      const order = await user.client.orderDeal.add({
        items: [{ packId: pack, account: ML_ACCOUNT }],
      });
      await user.client.orderDeal.pay({ orderNo: order.orderNo, method: 'balance' });
    }
    // Small batches: both processes keep claiming while the other sends.
    const workers = [1, 2, 3].flatMap(() => [
      workerFor(first, catcher.url, 2),
      workerFor(second, catcher.url, 2),
    ]);
    const sent = await Promise.all(workers.map(drainAll));
    for (const worker of workers) worker.close();
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(12);
    const keys = catcher.received.map((mail) => String(mail.headers.get('x-receipt-key')));
    expect(keys).toHaveLength(12);
    expect(new Set(keys).size).toBe(12);
  });
});
