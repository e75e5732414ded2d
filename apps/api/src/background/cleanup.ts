import { sql } from 'kysely';
import type { AppDeps } from '../context';
import { deleteInBatches } from '../db/batched-delete';
import { expireIdleGuests } from '../modules/guest/service';
import { purgeOldIdempotencyKeys } from '../modules/payment/idempotency';
import { purgeOldCounters } from '../modules/rate-limit/service';
import { purgeExpiredSessions } from '../modules/session/sessions';
import { purgeExpiredAccountTokens } from '../modules/user/signup';

/** Rows each clean-up pass removed, by table. */
export interface CleanupResult {
  sessions: number;
  idempotencyKeys: number;
  sentMail: number;
  guests: number;
  rateLimits: number;
  accountTokens: number;
}

/**
 * Deletes receipts sent longer ago than `API_CLEANUP_SENT_MAIL_DAYS`. Unsent ones stay whatever
 * their age: the outbox retries them until they go (a receipt still owed).
 */
export function purgeSentMail(deps: AppDeps, now: Date, stopped?: () => boolean): Promise<number> {
  const before = new Date(now.getTime() - deps.settings.cleanup.sentMailMs);
  return deleteInBatches(deps.db, 'mail_outbox', sql<boolean>`sent_at < ${before}`, {
    ...deps.settings.cleanup,
    stopped,
  });
}

/**
 * One pass over every table that only grows, removing what is past its window (README
 * "Clean-up"), each in small batches so requests keep their turn; `stopped` ends it early.
 */
export async function cleanUp(
  deps: AppDeps,
  now: Date,
  stopped?: () => boolean,
): Promise<CleanupResult> {
  return {
    sessions: await purgeExpiredSessions(deps, now, stopped),
    idempotencyKeys: await purgeOldIdempotencyKeys(deps, now, stopped),
    sentMail: await purgeSentMail(deps, now, stopped),
    guests: await expireIdleGuests(deps, now),
    rateLimits: await purgeOldCounters(deps, now, stopped),
    accountTokens: await purgeExpiredAccountTokens(deps, now),
  };
}
