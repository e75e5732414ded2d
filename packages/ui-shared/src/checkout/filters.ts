import type { BalanceLogType, OrderStatus } from '@storefront/api-client/contract';

/** What an orders list shows; every field is optional and kept in the page's query string. */
export interface OrderFilter {
  status?: OrderStatus;
  /** First day, `YYYY-MM-DD` (inclusive, UTC). */
  from?: string;
  /** Last day, `YYYY-MM-DD` (inclusive, UTC). */
  to?: string;
}

/** What a balance history shows; kept in the page's query string like {@link OrderFilter}. */
export interface BalanceFilter {
  currencyId?: number;
  type?: BalanceLogType;
  from?: string;
  to?: string;
}

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'unpaid',
  'paid',
  'processing',
  'completed',
  'failed',
  'cancelled',
];

export const BALANCE_LOG_TYPES: readonly BalanceLogType[] = [
  'deposit',
  'payment',
  'refund',
  'adjustment',
];

type Search = Readonly<Record<string, string | undefined>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD`, else undefined (`2026-02-30` is not one). */
export function dayOf(text: string | undefined): string | undefined {
  if (!text || !DAY.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined;
}

/** A hand-edited URL may name its days in either order: the earlier one is the start. */
function dayRange(search: Search): { from?: string; to?: string } {
  const from = dayOf(search.from);
  const to = dayOf(search.to);
  if (from && to && from > to) return { from: to, to: from };
  return { ...(from && { from }), ...(to && { to }) };
}

function oneOf<Value extends string>(
  values: readonly Value[],
  text: string | undefined,
): Value | undefined {
  return values.find((value) => value === text);
}

/** The filter a query string asks for; unknown or malformed values are left out. */
export function orderFilterFromSearch(search: Search): OrderFilter {
  const status = oneOf(ORDER_STATUSES, search.status);
  return { ...(status && { status }), ...dayRange(search) };
}

export function balanceFilterFromSearch(search: Search): BalanceFilter {
  const type = oneOf(BALANCE_LOG_TYPES, search.type);
  const currencyId = Number(search.currency);
  return {
    ...(Number.isSafeInteger(currencyId) && currencyId > 0 && { currencyId }),
    ...(type && { type }),
    ...dayRange(search),
  };
}

/** `?status=completed&from=2026-11-01`: the query string of a filter (no `?` when empty). */
export function orderFilterToSearch(filter: OrderFilter): string {
  return toSearch({ status: filter.status, from: filter.from, to: filter.to });
}

export function balanceFilterToSearch(filter: BalanceFilter): string {
  return toSearch({
    currency: filter.currencyId === undefined ? undefined : String(filter.currencyId),
    type: filter.type,
    from: filter.from,
    to: filter.to,
  });
}

function toSearch(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}
