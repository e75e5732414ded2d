import type { Money } from '@storefront/api-client/contract';
import type { MessageKey } from '../messages';

/** One row of an order's sums as every screen shows it. */
export interface SumRow {
  kind: 'subtotal' | 'discount' | 'promo' | 'total';
  label: MessageKey;
  /** What the label names (the promo code). */
  params?: Record<string, string>;
  amount: Money;
  /** Discounts are taken off: shown with a minus sign. */
  negative: boolean;
}

/**
 * The rows that show how an order's lines make its total: the subtotal (the lines' sum), each
 * discount above zero, the total. Subtotal minus the discount rows is the total, on every screen
 * and in the receipt (apps/api/src/modules/mail/receipts.ts renders the same rows).
 */
export function orderSumRows(order: {
  subtotal: Money;
  discount: Money;
  promo?: { code: string; discount: Money } | null;
  total: Money;
}): SumRow[] {
  return [
    { kind: 'subtotal', label: 'product.order.subtotal', amount: order.subtotal, negative: false },
    ...(order.discount.amount > 0
      ? [
          {
            kind: 'discount' as const,
            label: 'product.order.discount' as const,
            amount: order.discount,
            negative: true,
          },
        ]
      : []),
    ...(order.promo
      ? [
          {
            kind: 'promo' as const,
            label: 'promo.row' as const,
            params: { code: order.promo.code },
            amount: order.promo.discount,
            negative: true,
          },
        ]
      : []),
    { kind: 'total', label: 'product.order.total', amount: order.total, negative: false },
  ];
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
