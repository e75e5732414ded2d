import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';

/**
 * Failed logins counted per email and per client address in the database (fixed windows), so the
 * limits hold across any number of API processes.
 */
export interface LimitKey {
  key: string;
  max: number;
}

export function loginKeys(deps: AppDeps, email: string, address: string): LimitKey[] {
  const { loginMaxPerEmail, loginMaxPerAddress } = deps.settings.auth;
  return [
    { key: `login:email:${email}`, max: loginMaxPerEmail },
    { key: `login:address:${address}`, max: loginMaxPerAddress },
  ];
}

/** 429 with `Retry-After` when any key has used up its window. */
export async function assertNotLimited(deps: AppDeps, keys: LimitKey[], now: Date): Promise<void> {
  const windowMs = deps.settings.auth.loginWindowMs;
  const rows = await deps.db
    .selectFrom('rate_limits')
    .selectAll()
    .where(
      'key',
      'in',
      keys.map((k) => k.key),
    )
    .execute();
  let retryAfterMs = 0;
  for (const row of rows) {
    const max = keys.find((k) => k.key === row.key)?.max ?? Number.POSITIVE_INFINITY;
    const endsAt = row.window_started_at.getTime() + windowMs;
    if (row.hits >= max && endsAt > now.getTime()) {
      retryAfterMs = Math.max(retryAfterMs, endsAt - now.getTime());
    }
  }
  if (retryAfterMs > 0) {
    const seconds = Math.ceil(retryAfterMs / 1000);
    throw new AppError(
      429,
      'auth.tooManyAttempts',
      { minutes: Math.ceil(seconds / 60) },
      { headers: { 'retry-after': String(seconds) } },
    );
  }
}

export async function recordFailure(deps: AppDeps, keys: LimitKey[], now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - deps.settings.auth.loginWindowMs);
  await deps.db.deleteFrom('rate_limits').where('window_started_at', '<=', windowStart).execute();
  const expired = sql<boolean>`rate_limits.window_started_at <= ${windowStart}::timestamptz`;
  await deps.db
    .insertInto('rate_limits')
    .values(keys.map(({ key }) => ({ key, hits: 1, window_started_at: now })))
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
        window_started_at: sql<Date>`case when ${expired} then ${now}::timestamptz else rate_limits.window_started_at end`,
      }),
    )
    .execute();
}

/** A successful login forgives the account's failures (not the address's). */
export async function clearFailures(deps: AppDeps, key: LimitKey): Promise<void> {
  await deps.db.deleteFrom('rate_limits').where('key', '=', key.key).execute();
}
