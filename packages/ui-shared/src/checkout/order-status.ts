import type { OrderStatus } from '@storefront/api-client/contract';

/** How often an order being delivered is read again until it ends. */
export const ORDER_POLL_MS = 2000;

const SETTLING: readonly OrderStatus[] = ['paid', 'processing'];
const ENDED: readonly OrderStatus[] = ['completed', 'failed', 'cancelled'];

/** Paid but not yet delivered: the status still changes by itself. */
export const isSettling = (status: OrderStatus | undefined) =>
  status !== undefined && SETTLING.includes(status);

/** Completed, failed or cancelled: nothing more happens to the order. */
export const hasEnded = (status: OrderStatus) => ENDED.includes(status);
