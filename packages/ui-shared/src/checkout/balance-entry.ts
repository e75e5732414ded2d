import type { BalanceLogEntry } from '@storefront/api-client/contract';

/**
 * The order a balance change belongs to, to link to; null for a deposit, whose number names its
 * provider payment rather than an order.
 */
export const orderOfEntry = (entry: Pick<BalanceLogEntry, 'type' | 'orderNo'>) =>
  entry.type === 'deposit' ? null : entry.orderNo;

/**
 * The balances worth a card: the ones holding money. A new account's zero rows read as "No balance
 * yet" (with the top-up beside it) on both devices.
 */
export const heldBalances = <B extends { balance: number }>(balances: readonly B[]): B[] =>
  balances.filter((entry) => entry.balance > 0);
