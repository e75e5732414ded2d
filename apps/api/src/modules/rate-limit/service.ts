import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import type { MessageKey } from '../../i18n/messages';

/** One counter in `rate_limits`: how many attempts a window lets through. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
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
  refusal: MessageKey,
): Promise<void> {
  const counted: Limit[] = [];
  for (const limit of limits) {
    const { hits, windowStartedAt } = await countAttempt(deps, limit, now);
    counted.push(limit);
    if (hits > limit.max) {
      await giveBack(deps, counted);
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

function tooMany(retryAfterMs: number, refusal: MessageKey): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    refusal,
    { minutes: Math.ceil(seconds / 60) },
    { headers: { 'retry-after': String(seconds) } },
  );
}

/** Takes back one counted attempt per limit (an attempt refused, or one that turned out fine). */
export async function giveBack(deps: AppDeps, limits: readonly Limit[]): Promise<void> {
  if (limits.length === 0) return;
  await deps.db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`greatest(rate_limits.hits - 1, 0)` })
    .where(
      'key',
      'in',
      limits.map((limit) => limit.key),
    )
    .execute();
}

/** Forgets a counter altogether (a successful login forgives its email's failures). */
export async function forgive(deps: AppDeps, limit: Limit): Promise<void> {
  await deps.db.deleteFrom('rate_limits').where('key', '=', limit.key).execute();
}

/** Drops counters whose window has surely ended; part of the periodic sweep. */
export async function purgeOldCounters(deps: AppDeps, now: Date): Promise<number> {
  const result = await deps.db
    .deleteFrom('rate_limits')
    .where('window_started_at', '<=', new Date(now.getTime() - LONGEST_WINDOW_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
