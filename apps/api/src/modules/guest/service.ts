import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../context';

/** `g_` and 16 random bytes in base64url: unguessable, and only ever issued by this server. */
const GUEST_ID = /^g_[A-Za-z0-9_-]{22}$/;

function newGuestId(): string {
  return `g_${randomBytes(16).toString('base64url')}`;
}

/**
 * The visitor's guest id: the one they sent when this server issued it, otherwise a new one. A
 * missing, malformed or unknown (forged) id never reaches anyone else's data.
 */
export async function resolveGuest(
  deps: AppDeps,
  header: string | string[] | undefined,
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
  const id = newGuestId();
  await deps.db.insertInto('guests').values({ id, created_at: now, last_seen_at: now }).execute();
  return id;
}
