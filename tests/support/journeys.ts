import { expect } from '@playwright/test';
import { formatMoney } from '@storefront/api-client';
import type { Order } from '@storefront/api-client/contract';
import type { ReceivedMail } from './mail';

/**
 * The guest journeys of both devices: what the receipt of a completed order must say, read back from
 * the run's SMTP server, and the tracking page's answers.
 */

/** What the tracking page says for a wrong number and for a wrong email alike. */
export const NOT_FOUND = 'No order has this number and email.';

/** An address the payment step must refuse: no dot in the domain. */
export const MALFORMED_EMAIL = 'guest@example';

/** A well-formed order number that is not `orderNo` (its last character changed). */
export function otherOrderNo(orderNo: string): string {
  return `${orderNo.slice(0, -1)}${orderNo.endsWith('A') ? 'B' : 'A'}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The receipt of a completed order (in English, as the order was placed from an English page):
 * number, each line with its amount and player, one "Voucher codes" section with every code, the
 * total and the tracking link. Resolves with the link, which must lead to this store's tracking
 * page for the order.
 */
export function expectCompletedReceipt(mail: ReceivedMail, order: Order, baseURL: string): string {
  const money = (amount: Order['total']) => formatMoney(amount, 'en-US');
  expect(mail.subject).toBe(`Your order ${order.orderNo} is complete`);
  expect(mail.text).toContain('Your order has been delivered.');
  expect(mail.text).toContain(`Order number: ${order.orderNo}`);
  for (const item of order.items) {
    expect(mail.text).toContain(
      `${item.gameTitle} - ${item.packTitle} x${item.quantity}: ${money(item.subtotal)}`,
    );
    if (item.nickname) expect(mail.text).toContain(`Player: ${item.nickname}`);
    for (const code of item.vouchers) expect(mail.text).toContain(`  ${code}\n`);
  }
  // One "Voucher codes" section, only when the order issued some.
  const codes = order.items.some((item) => item.vouchers.length > 0);
  expect(mail.text.split('VOUCHER CODES').length - 1).toBe(codes ? 1 : 0);
  expect(mail.text).toContain(`Total: ${money(order.total)}`);
  const link = `${baseURL}/track?orderNo=${encodeURIComponent(order.orderNo)}`;
  expect(mail.text).toContain(`Track your order: ${link}`);
  expect(mail.html).toMatch(
    new RegExp(`<a href="${escapeRegExp(link)}"[^>]*>Track your order</a>`),
  );
  return link;
}
