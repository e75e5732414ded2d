import type { BalanceLogEntry, BalanceLogType, Page } from '@storefront/api-client/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import { resolveCurrency } from '../currency/service';

/** What the balance history is filtered by: days are inclusive, in UTC. */
export interface BalanceLogFilter {
  currencyId?: number;
  type?: BalanceLogType;
  from?: string;
  to?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

type LogQuery = SelectQueryBuilder<DB, 'balance_logs', object>;

/** One user's ledger rows matching the filter; an unknown currency id is bad input (400). */
async function filtered(deps: AppDeps, userId: number, filter: BalanceLogFilter) {
  if (filter.currencyId !== undefined) await resolveCurrency(deps, filter.currencyId);
  let query: LogQuery = deps.db
    .selectFrom('balance_logs')
    .where('balance_logs.user_id', '=', userId);
  if (filter.currencyId !== undefined) {
    query = query.where('balance_logs.currency_id', '=', filter.currencyId);
  }
  if (filter.type) query = query.where('balance_logs.type', '=', filter.type);
  if (filter.from) query = query.where('balance_logs.created_at', '>=', startOfDay(filter.from));
  if (filter.to) {
    const dayAfter = new Date(startOfDay(filter.to).getTime() + DAY_MS);
    query = query.where('balance_logs.created_at', '<', dayAfter);
  }
  return query;
}

/** Newest first; the id breaks ties between entries of the same instant. */
const newestFirst = <Row>(query: SelectQueryBuilder<DB, 'balance_logs', Row>) =>
  query.orderBy('balance_logs.created_at', 'desc').orderBy('balance_logs.id', 'desc');

const ENTRY_COLUMNS = [
  'balance_logs.id',
  'balance_logs.currency_id',
  'currencies.code',
  'currencies.decimals',
  'balance_logs.amount',
  'balance_logs.balance_after',
  'balance_logs.type',
  'balance_logs.order_no',
  'balance_logs.remark',
  'balance_logs.created_at',
] as const;

interface EntryRow {
  id: number;
  currency_id: number;
  code: string;
  decimals: number;
  amount: number;
  balance_after: number;
  type: BalanceLogType;
  order_no: string | null;
  remark: string | null;
  created_at: Date;
}

function toEntry(row: EntryRow): BalanceLogEntry {
  return {
    id: row.id,
    currencyId: row.currency_id,
    currencyCode: row.code,
    decimals: row.decimals,
    amount: row.amount,
    balanceAfter: row.balance_after,
    type: row.type,
    orderNo: row.order_no,
    remark: row.remark ?? '',
    createdAt: row.created_at.toISOString(),
  };
}

/** The entries of these ids (with their currency), newest first. */
function entriesOf(deps: AppDeps, ids: SelectQueryBuilder<DB, 'balance_logs', { id: number }>) {
  return newestFirst(
    deps.db
      .selectFrom('balance_logs')
      .innerJoin('currencies', 'currencies.id', 'balance_logs.currency_id')
      .select(ENTRY_COLUMNS)
      .where('balance_logs.id', 'in', ids),
  ).execute();
}

/** The ids of one page of `query`'s entries, newest first. */
function pageIdsOf(query: LogQuery, paging: { page: number; pageSize: number }) {
  return newestFirst(query.select('balance_logs.id'))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

/** The statement that finds one page's ids (for the query-plan checks). */
export async function balanceLogPageIds(
  deps: AppDeps,
  userId: number,
  input: BalanceLogFilter & { page: number; pageSize: number },
) {
  return pageIdsOf(await filtered(deps, userId, input), input);
}

/**
 * One page, newest first. The page's ids are found first, from the index on (user_id[, currency_id],
 * created_at desc, id desc) alone, and only those rows are read: the 1,000th page skips its
 * offset in the index rather than reading every line before it.
 */
export async function balanceLogPage(
  deps: AppDeps,
  userId: number,
  input: BalanceLogFilter & { page: number; pageSize: number },
): Promise<Page<BalanceLogEntry>> {
  const query = await filtered(deps, userId, input);
  const [rows, count] = await Promise.all([
    entriesOf(deps, pageIdsOf(query, input)),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map(toEntry),
    total: Number(count.total),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/**
 * Every matching entry in the order of `balanceLogPage`, fetched in batches by keyset so that a
 * big ledger never sits in memory at once and no connection is held between batches.
 */
export async function* balanceLogEntries(
  deps: AppDeps,
  userId: number,
  filter: BalanceLogFilter,
  batchSize = 1000,
): AsyncGenerator<BalanceLogEntry> {
  const query = await filtered(deps, userId, filter);
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    let batch = query.select('balance_logs.id');
    if (after) {
      const { createdAt, id } = after;
      // A row comparison: the index on (user_id, created_at desc, id desc) serves it directly.
      batch = batch.where((eb) =>
        eb(eb.refTuple('balance_logs.created_at', 'balance_logs.id'), '<', eb.tuple(createdAt, id)),
      );
    }
    const rows = await entriesOf(deps, newestFirst(batch).limit(batchSize));
    for (const row of rows) yield toEntry(row);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
