import type { Money, Order } from '@storefront/api-client/contract';
import { formatMoney } from '../format/money';
import type { Locale } from '../locale';
import { type MessageKey, t } from '../messages';

/** One row of an order's sums as every screen shows it. */
export interface SumRow {
  kind: 'subtotal' | 'discount' | 'promo' | 'channel' | 'total';
  label: MessageKey;
  /** What the label names (the promo code, the payment channel). */
  params?: Record<string, string>;
  amount: Money;
  /** Discounts are taken off ("−"), a channel's fee is added ("+"). */
  sign: '' | '−' | '+';
  /** Said instead of the amount (a channel without a fee). */
  note?: MessageKey;
}

type OrderSums = Pick<Order, 'subtotal' | 'discount' | 'total'> &
  Partial<Pick<Order, 'promo' | 'channel'>>;

/**
 * The rows that show how an order's lines make its total: the subtotal (the lines' sum), each
 * discount above zero, the payment channel with its fee, the total. Subtotal minus the discounts
 * plus the fee is the total, on every screen and in the receipt (apps/api/src/modules/mail/
 * receipts.ts renders the same rows).
 */
export function orderSumRows(order: OrderSums): SumRow[] {
  const rows: SumRow[] = [
    { kind: 'subtotal', label: 'product.order.subtotal', amount: order.subtotal, sign: '' },
  ];
  if (order.discount.amount > 0) {
    rows.push({
      kind: 'discount',
      label: 'product.order.discount',
      amount: order.discount,
      sign: '−',
    });
  }
  if (order.promo) {
    rows.push({
      kind: 'promo',
      label: 'promo.row',
      params: { code: order.promo.code },
      amount: order.promo.discount,
      sign: '−',
    });
  }
  if (order.channel) {
    const free = order.channel.fee.amount === 0;
    rows.push({
      kind: 'channel',
      label: 'channels.row',
      params: { name: order.channel.name },
      amount: order.channel.fee,
      sign: free ? '' : '+',
      ...(free ? { note: 'channels.noFee' as const } : {}),
    });
  }
  rows.push({ kind: 'total', label: 'product.order.total', amount: order.total, sign: '' });
  return rows;
}

/** A row's amount as shown: "−Rp 400", "+$0.25", or its note ("No fee"). */
export function sumRowAmount(row: SumRow, locale: Locale): string {
  return row.note ? t(locale, row.note) : `${row.sign}${formatMoney(row.amount, locale)}`;
}

/**
 * A price to pay and, when a discount lowers it, the price before it to strike through: the saving
 * both devices show on a payment choice (`price` before the discount, `total` after it).
 */
export function priceWithSaving(price: { price: Money; discount: Money; total: Money }): {
  was: Money | null;
  now: Money;
} {
  return { was: price.discount.amount > 0 ? price.price : null, now: price.total };
}
