import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL, loadSettings } from '../config';
import { createOutbox } from '../modules/mail/outbox';
import { senderOf, smtpSender } from '../modules/mail/worker';
import { DATABASES, startServer, type TestServer } from './harness';
import { type MailCatcher, startMailCatcher } from './mail-support';
import { clickOnProviderPage, ML_ACCOUNT, newGuest, packId } from './orders-support';

const STORE = 'https://shop.example';

/** Sends every due receipt of `server` to the catcher, as the worker does with `from`. */
async function sendAll(server: TestServer, catcher: MailCatcher, from: string): Promise<void> {
  const sender = smtpSender(catcher.url);
  const outbox = createOutbox({
    db: server.database.db,
    clock: server.clock,
    sender,
    from,
    storeOrigin: STORE,
  });
  try {
    while ((await outbox.drain()).sent > 0);
  } finally {
    sender.close();
  }
}

/** A guest's order of `items`, paid through the sandbox provider, in `locale`. */
async function paidGuestOrder(
  server: TestServer,
  items: Array<{ packId: number; quantity?: number; account: Record<string, string> }>,
  email: string,
  locale: 'en' | 'id',
): Promise<string> {
  const { client } = await newGuest(server);
  const order = await client.orderDeal.add({ items, contactEmail: email });
  await server.database.db
    .updateTable('orders')
    .set({ locale })
    .where('order_no', '=', order.orderNo)
    .execute();
  const { payment } = await client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' });
  await clickOnProviderPage(server, payment.redirectUrl ?? '', 'pay');
  return order.orderNo;
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('the sender of every mail', () => {
  it('is the brand, "TopUp Store" unless MAIL_FROM_NAME names another, at MAIL_FROM', () => {
    expect(senderOf(DEFAULT_MAIL)).toBe('"TopUp Store" <receipts@localhost>');
    const mail = loadSettings({
      MAIL_FROM_NAME: 'Kedai "Voucher"',
      MAIL_FROM: 'Old name <receipts@shop.example>',
    }).mail;
    expect(senderOf(mail)).toBe('"Kedai \\"Voucher\\"" <receipts@shop.example>');
  });
});

describe.each(DATABASES)('a receipt worth keeping on %s', (kind) => {
  let server: TestServer;
  let catcher: MailCatcher;
  const received = (email: string, subject: RegExp): ParsedMail => {
    const mail = catcher.received.find(
      (each) => JSON.stringify(each.to).includes(email) && subject.test(each.subject ?? ''),
    );
    if (!mail) throw new Error(`no mail to ${email} matching ${subject}`);
    return mail;
  };
  beforeAll(async () => {
    catcher = await startMailCatcher();
    server = await startServer(kind, {
      settings: { mail: { ...DEFAULT_MAIL, storeOrigin: STORE } },
    });
  });
  afterAll(async () => {
    await server?.close();
    await catcher?.stop();
  });

  it('comes from the brand and lists every code under one heading with how to redeem them', async () => {
    const email = 'codes@example.com';
    const orderNo = await paidGuestOrder(
      server,
      [
        {
          packId: await packId(server, 'google-play-gift-card', 'Rp 20.000 Voucher'),
          quantity: 2,
          account: {},
        },
        { packId: await packId(server, 'steam-wallet', 'RM 10 Wallet Code'), account: {} },
      ],
      email,
      'en',
    );
    await sendAll(server, catcher, senderOf({ ...DEFAULT_MAIL, fromName: 'Kedai Voucher' }));
    const detail = await server.database.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select('order_items.vouchers')
      .where('orders.order_no', '=', orderNo)
      .execute();
    const codes = detail.flatMap((line) => line.vouchers);
    expect(codes).toHaveLength(3);

    const mail = received(email, /is complete/);
    expect(mail.from?.value[0]).toEqual({ name: 'Kedai Voucher', address: 'receipts@localhost' });
    const text = mail.text ?? '';
    const html = mail.html || '';
    for (const body of [text, html]) {
      for (const code of codes) expect(body).toContain(code);
      expect(body).toContain('Redeem gift code');
      expect(body).toContain('Redeem a Steam Gift Card or Wallet Code');
    }
    expect(occurrences(text, 'VOUCHER CODES')).toBe(1);
    expect(occurrences(html, '>Voucher codes<')).toBe(1);
    expect(occurrences(text, 'How to redeem:')).toBe(2);
    expect(text).toContain(`Order number: ${orderNo}`);
    expect(text).toContain('Tap Payments & subscriptions, then Redeem gift code.');
    expect(text).toMatch(/Date: .+ UTC/);
    expect(text).toMatch(/Subtotal: \$\d/);
    expect(text).toMatch(/Total: \$\d/);
    expect(html).toContain(`href="${STORE}/track?orderNo=${orderNo}"`);
    // The payment receipt, sent before delivery, has no codes and so no codes section.
    expect(received(email, /Payment received/).text).not.toContain('VOUCHER CODES');
  });

  it('says it in Indonesian, with the player ID of a top-up line and no codes section for it', async () => {
    const email = 'kode@example.com';
    const orderNo = await paidGuestOrder(
      server,
      [
        { packId: await packId(server, 'google-play-gift-card', 'Rp 50.000 Voucher'), account: {} },
        { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
      email,
      'id',
    );
    await sendAll(server, catcher, senderOf(DEFAULT_MAIL));
    const mail = received(email, new RegExp(`Pesanan ${orderNo} Anda telah selesai`));
    expect(mail.from?.value[0]?.name).toBe('TopUp Store');
    const text = mail.text ?? '';
    expect(occurrences(text, 'KODE VOUCHER')).toBe(1);
    expect(occurrences(text, 'Cara menukarkan:')).toBe(1);
    expect(text).toContain('Ketuk Pembayaran & langganan, lalu Tukarkan kode hadiah.');
    expect(text).toContain(`Nomor pesanan: ${orderNo}`);
    expect(text).toContain('User ID: 12345678');
    expect(text).toContain('Zone ID: 1234');
    expect(text).toMatch(/Tanggal: .+ UTC/);
    expect(text).not.toContain('How to redeem');
  });
});
