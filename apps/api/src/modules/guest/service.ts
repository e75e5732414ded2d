import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import { takeAttempt } from '../rate-limit/service';

/** `g_` and 16 random bytes in base64url: unguessable, and only ever issued by this server. */
const GUEST_ID = /^g_[A-Za-z0-9_-]{22}$/;

/** Idle guests deleted per statement of the sweep. */
const EXPIRY_BATCH = 500;

function newGuestId(): string {
  return `g_${randomBytes(16).toString('base64url')}`;
}

/**
 * The visitor's guest id: the one they sent when this server issued it, otherwise a new one. A
 * missing, malformed or unknown (forged) id never reaches anyone else's data. New ids are limited
 * per client address (429 with `Retry-After` beyond), like failed logins.
 */
export async function resolveGuest(
  deps: AppDeps,
  header: string | string[] | undefined,
  address: string,
  now: Date,
): Promise<string> {
  const sent = typeof header === 'string' ? header.trim() : '';
  if (GUEST_ID.test(sent)) {
    const known = await deps.db
      .updateTable('guests')
      .set({ last_seen_at: now })
      .where('id', '=', sent)
      .returning('id')
      .executeTakeFirst();
    if (known) return known.id;
  }
  const { anonymousWindowMs: windowMs, guestMaxPerAddress: max } = deps.settings.limits;
  await takeAttempt(
    deps,
    [{ key: `guest:address:${address}`, max, windowMs }],
    now,
    'error.tooManyRequests',
  );
  const id = newGuestId();
  await deps.db.insertInto('guests').values({ id, created_at: now, last_seen_at: now }).execute();
  return id;
}

/**
 * Deletes guests that hold nothing (no cart item, order, payment or saved link) and were last seen
 * longer ago than the setting allows. Rows are locked with `SKIP LOCKED`, so processes sweeping at
 * once take different guests, and the holdings are checked again when deleting.
 */
export async function expireIdleGuests(deps: AppDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - deps.settings.limits.guestIdleMs);
  const holdsNothing = sql<boolean>`not exists (select 1 from cart_items where guest_id = guests.id)
    and not exists (select 1 from orders where guest_id = guests.id)
    and not exists (select 1 from payments where guest_id = guests.id)
    and not exists (select 1 from links where guest_id = guests.id)`;
  let expired = 0;
  for (;;) {
    const batch = await deps.db.transaction().execute(async (trx) => {
      const idle = await trx
        .selectFrom('guests')
        .select('id')
        .where('last_seen_at', '<', before)
        .where(holdsNothing)
        .limit(EXPIRY_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      if (idle.length === 0) return { found: 0, deleted: 0 };
      const result = await trx
        .deleteFrom('guests')
        .where(
          'id',
          'in',
          idle.map((guest) => guest.id),
        )
        .where(holdsNothing)
        .executeTakeFirst();
      return { found: idle.length, deleted: Number(result.numDeletedRows) };
    });
    expired += batch.deleted;
    if (batch.found < EXPIRY_BATCH) return expired;
  }
}
