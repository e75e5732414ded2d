import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import { deleteInBatches } from '../../db/batched-delete';
import { AppError } from '../../http/errors';
import type { Localized, MessageKey } from '../../i18n/messages';

/** One counter in `rate_limits`: how many attempts a window lets through. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** What a refused attempt is told: a catalogue key, or a module's own messages. */
export type Refusal = MessageKey | Localized;

/**
 * A counter that lets `free` attempts through per window, then each further one only once
 * `delayAfter` has passed since the last attempt it let through: `delayMs`, doubled per attempt,
 * at most `maxDelayMs`. An attempt that has to wait is not counted, so it renews nothing.
 */
export interface DelayLimit {
  key: string;
  free: number;
  windowMs: number;
  delayMs: number;
  maxDelayMs: number;
}

/** Counters older than the longest window a setting allows (a day) count for nothing. */
const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one attempt against every limit BEFORE the work it guards. Each count is one upsert that
 * increments and answers the new count, so concurrent requests, on any number of API processes, get
 * distinct counts and at most `max` of them get through per window. An attempt past a limit takes
 * its counts back and is refused: 429 with `Retry-After`.
 */
export async function takeAttempt(
  deps: AppDeps,
  limits: readonly Limit[],
  now: Date,
  refusal: Refusal,
): Promise<void> {
  const counted: Limit[] = [];
  for (const limit of limits) {
    const { hits, windowStartedAt } = await countAttempt(deps, limit, now);
    counted.push(limit);
    if (hits > limit.max) {
      await giveBack(deps, counted);
      deps.metrics?.refusals.inc({ limit: limitName(limit.key) });
      throw tooMany(windowStartedAt.getTime() + limit.windowMs - now.getTime(), refusal);
    }
  }
}

async function countAttempt(deps: AppDeps, limit: Limit, now: Date) {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const expired = sql<boolean>`rate_limits.window_started_at <= ${windowStart}::timestamptz`;
  const row = await deps.db
    .insertInto('rate_limits')
    .values({ key: limit.key, hits: 1, window_started_at: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
        window_started_at: sql<Date>`case when ${expired} then ${now}::timestamptz else rate_limits.window_started_at end`,
      }),
    )
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, windowStartedAt: row.window_started_at };
}

/** A limit's name for the metrics: its key up to the first `:` (`login`, `guest`), never who. */
export function limitName(key: string): string {
  return key.split(':', 1)[0] ?? key;
}

function tooMany(retryAfterMs: number, refusal: Refusal): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    refusal,
    { seconds, minutes: Math.ceil(seconds / 60) },
    { headers: { 'retry-after': String(seconds) } },
  );
}

/** The wait after the `hits`-th attempt of a window before the next one may be counted. */
export function delayAfter(limit: DelayLimit, hits: number): number {
  if (hits < limit.free) return 0;
  // 2^30 seconds is beyond any setting's cap; the bound keeps the power finite.
  const doublings = Math.min(hits - limit.free, 30);
  return Math.min(limit.delayMs * 2 ** doublings, limit.maxDelayMs);
}

/** The same rule as `delayAfter`, in SQL over the stored row. */
function delayOfRowMs(limit: DelayLimit) {
  const doublings = sql`least(rate_limits.hits - ${limit.free}, 30)`;
  return sql`least(${limit.delayMs}::float8 * power(2, ${doublings}), ${limit.maxDelayMs}::float8)`;
}

/**
 * Counts one attempt against a delayed limit BEFORE the work it guards, or refuses it (429 with
 * `Retry-After`) while its delay runs. One upsert decides: it updates the row only when the window
 * is over, the free attempts are not used up, or the delay since the last counted attempt has
 * passed; a refused attempt changes nothing, so concurrent attempts on any number of processes get
 * through at most one per delay. The refusal's `Retry-After` is read after the decision.
 */
export async function takeDelayedAttempt(
  deps: AppDeps,
  limit: DelayLimit,
  now: Date,
  refusal: Refusal,
): Promise<void> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const expired = sql<boolean>`rate_limits.window_started_at <= ${windowStart}::timestamptz`;
  const waited = sql<boolean>`rate_limits.last_hit_at is null or rate_limits.last_hit_at
    <= ${now}::timestamptz - ${delayOfRowMs(limit)} * interval '1 millisecond'`;
  const counted = await deps.db
    .insertInto('rate_limits')
    .values({ key: limit.key, hits: 1, window_started_at: now, last_hit_at: now })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({
          hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
          window_started_at: sql<Date>`case when ${expired} then ${now}::timestamptz else rate_limits.window_started_at end`,
          last_hit_at: now,
        })
        .where(sql<boolean>`${expired} or rate_limits.hits < ${limit.free} or ${waited}`),
    )
    .returning('hits')
    .executeTakeFirst();
  if (counted) return;
  const row = await deps.db
    .selectFrom('rate_limits')
    .select(['hits', 'last_hit_at'])
    .where('key', '=', limit.key)
    .executeTakeFirst();
  const lastHitAt = row?.last_hit_at?.getTime() ?? now.getTime();
  deps.metrics?.refusals.inc({ limit: limitName(limit.key) });
  throw tooMany(lastHitAt + delayAfter(limit, row?.hits ?? 0) - now.getTime(), refusal);
}

/** Takes back `count` counted attempts per limit (an attempt refused, or ones that turned out fine). */
export async function giveBack(
  deps: AppDeps,
  limits: readonly Pick<Limit, 'key'>[],
  count = 1,
): Promise<void> {
  if (limits.length === 0) return;
  await deps.db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`greatest(rate_limits.hits - ${count}, 0)` })
    .where(
      'key',
      'in',
      limits.map((limit) => limit.key),
    )
    .execute();
}

/** Forgets a counter altogether (a successful login forgives its own failures); answers its count. */
export async function forgive(deps: AppDeps, limit: Pick<Limit, 'key'>): Promise<number> {
  const rows = await deps.db
    .deleteFrom('rate_limits')
    .where('key', '=', limit.key)
    .returning('hits')
    .execute();
  return rows[0]?.hits ?? 0;
}

/** Drops counters whose window has surely ended, in batches; part of the worker's clean-up. */
export function purgeOldCounters(
  deps: AppDeps,
  now: Date,
  stopped?: () => boolean,
): Promise<number> {
  const before = new Date(now.getTime() - LONGEST_WINDOW_MS);
  return deleteInBatches(deps.db, 'rate_limits', sql<boolean>`window_started_at <= ${before}`, {
    ...deps.settings.cleanup,
    stopped,
  });
}
