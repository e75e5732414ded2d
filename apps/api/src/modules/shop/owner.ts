import type { ExpressionBuilder } from 'kysely';
import type { RequestContext } from '../../context';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { authenticate } from '../session/sessions';
import { SHOP_MESSAGES } from './messages';

/** Who a cart, an order or a payment belongs to. */
export type Owner = { kind: 'user'; userId: number } | { kind: 'guest'; guestId: string };

const GUEST_ID = /^g_[A-Za-z0-9_-]{22}$/;

/** The `guestId` header when it has the form of an id this server issues, else null. */
export function guestIdOf(header: string | string[] | undefined): string | null {
  const value = typeof header === 'string' ? header.trim() : '';
  return GUEST_ID.test(value) ? value : null;
}

/**
 * The caller: the user of a Bearer token (a bad token is 401, never a silent fall-back to the guest),
 * else the guest of the `guestId` header, which must be one this server issued.
 */
export async function resolveOwner(ctx: RequestContext): Promise<Owner> {
  const { authorization, guestid } = ctx.request.headers;
  if (authorization) {
    ctx.user ??= await authenticate(ctx.deps, authorization, ctx.now);
    return { kind: 'user', userId: ctx.user.id };
  }
  const sent = guestIdOf(guestid);
  if (sent) {
    const guest = await ctx.deps.db
      .selectFrom('guests')
      .select('id')
      .where('id', '=', sent)
      .executeTakeFirst();
    if (guest) return { kind: 'guest', guestId: guest.id };
  }
  throw new AppError(400, SHOP_MESSAGES.guestRequired);
}

export function ownerColumns(owner: Owner): { user_id: number | null; guest_id: string | null } {
  return owner.kind === 'user'
    ? { user_id: owner.userId, guest_id: null }
    : { user_id: null, guest_id: owner.guestId };
}

type Owned = 'cart_items' | 'orders' | 'payments' | 'links';

/** `where` for rows of `table` that belong to `owner`. */
export function whereOwner<T extends Owned>(table: T, owner: Owner) {
  return (eb: ExpressionBuilder<DB, T>) =>
    owner.kind === 'user'
      ? eb(eb.ref(`${table}.user_id` as never), '=', owner.userId as never)
      : eb(eb.ref(`${table}.guest_id` as never), '=', owner.guestId as never);
}
