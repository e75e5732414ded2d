import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { PROMO_MESSAGES } from './messages';
import {
  applyPromo,
  checkPromoBuyer,
  customerKeyOf,
  type PromoBasis,
  type PromoCodeRow,
  promoError,
} from './rules';

/** The code's row (locked for the transaction with `forUpdate`); 422 naming `promoCode` when none. */
export async function findPromo(
  db: Kysely<DB>,
  code: string,
  forUpdate = false,
): Promise<PromoCodeRow> {
  let query = db.selectFrom('promo_codes').selectAll().where('code', '=', code.toUpperCase());
  if (forUpdate) query = query.forUpdate();
  const promo = await query.executeTakeFirst();
  if (!promo) throw promoError(422, PROMO_MESSAGES.unknown);
  return promo;
}

/**
 * 409 when the code has no use left, or the customer `key` has used it as often as it allows (not
 * checked without a key; a code with a per-customer limit has one, as it needs an account).
 */
export async function checkLimits(db: Kysely<DB>, promo: PromoCodeRow, key: string | null) {
  if (promo.total_limit !== null && promo.used >= promo.total_limit) {
    throw promoError(409, PROMO_MESSAGES.usedUp);
  }
  if (promo.per_customer_limit === null || key === null) return;
  const { uses } = await db
    .selectFrom('promo_redemptions')
    .select((eb) => eb.fn.countAll<string>().as('uses'))
    .where('promo_code_id', '=', promo.id)
    .where('customer_key', '=', key)
    .executeTakeFirstOrThrow();
  if (Number(uses) >= promo.per_customer_limit) throw promoError(409, PROMO_MESSAGES.alreadyUsed);
}

/**
 * The order's buyer checked for the code: an account when the code needs one (422), then the
 * limits (409). Answers the customer key (null for a guest without an email yet).
 */
export async function checkCustomer(
  db: Kysely<DB>,
  promo: PromoCodeRow,
  order: Pick<PromoOrder, 'user_id' | 'contact_email'>,
): Promise<string | null> {
  checkPromoBuyer(promo, order.user_id);
  const key = await customerKeyFor(db, order);
  await checkLimits(db, promo, key);
  return key;
}

export interface PromoOrder {
  id: number;
  user_id: number | null;
  contact_email: string | null;
  promo_code: string | null;
}

/** The order's customer (`customerKeyOf`): a logged-in buyer is their account's email, whatever the order's contact email. */
export async function customerKeyFor(
  db: Kysely<DB>,
  order: Pick<PromoOrder, 'user_id' | 'contact_email'>,
): Promise<string | null> {
  if (order.user_id === null) return customerKeyOf(order.contact_email);
  const account = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', order.user_id)
    .executeTakeFirstOrThrow();
  return customerKeyOf(account.email);
}

/**
 * Inside the payment's transaction: the order's code locked (`FOR UPDATE`, so concurrent payments
 * with it take turns), its window, buyer and limits checked again and the redemption recorded. An order
 * already redeemed (a payment tried again) redeems nothing more. 409/422 naming `promoCode`.
 */
export async function redeemPromo(
  trx: Transaction<DB>,
  order: PromoOrder & Omit<PromoBasis, 'currency'> & { currency_id: number },
  now: Date,
): Promise<void> {
  if (order.promo_code === null) return;
  const redeemed = await trx
    .selectFrom('promo_redemptions')
    .select('id')
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (redeemed) return;
  const promo = await findPromo(trx, order.promo_code, true);
  const currency = await trx
    .selectFrom('currencies')
    .select(['id', 'code', 'decimals'])
    .where('id', '=', order.currency_id)
    .executeTakeFirstOrThrow();
  applyPromo(promo, { ...order, currency }, now);
  const key = await checkCustomer(trx, promo, order);
  if (key === null) throw promoError(422, PROMO_MESSAGES.needsEmail);
  await trx
    .insertInto('promo_redemptions')
    .values({ promo_code_id: promo.id, order_id: order.id, customer_key: key, created_at: now })
    .execute();
  await trx
    .updateTable('promo_codes')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('id', '=', promo.id)
    .execute();
}

/** A cancelled or failed order gives its code's use back. */
export async function releasePromo(trx: Transaction<DB>, orderId: number): Promise<void> {
  await sql`with released as (
      delete from promo_redemptions where order_id = ${orderId}::integer returning promo_code_id
    )
    update promo_codes set used = used - 1 where id in (select promo_code_id from released)`.execute(
    trx,
  );
}
