import type { BalanceLogEntry } from '@storefront/api-client/contract';

/**
 * The order a balance change belongs to, to link to; null for a deposit, whose number names its
 * provider payment rather than an order.
 */
export const orderOfEntry = (entry: Pick<BalanceLogEntry, 'type' | 'orderNo'>) =>
  entry.type === 'deposit' ? null : entry.orderNo;
