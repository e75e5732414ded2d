import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findPromo } from './redemptions';
import { applyPromo, type PromoBasis } from './rules';

/**
 * The promo discount of an order's code on new money (a payment in another currency re-prices it):
 * 0 without a code, 422 naming `promoCode` when the code does not apply to it.
 */
export async function promoDiscountFor(
  db: Kysely<DB>,
  code: string | null,
  basis: PromoBasis,
  now: Date,
): Promise<number> {
  if (code === null) return 0;
  return applyPromo(await findPromo(db, code), basis, now);
}

/**
 * Each currency's promo discount for an order's code, or 0 where it does not apply (the price
 * list of the payment page).
 */
export async function promoDiscountsIn(
  db: Kysely<DB>,
  code: string | null,
  bases: PromoBasis[],
  now: Date,
): Promise<number[]> {
  if (code === null) return bases.map(() => 0);
  const promo = await findPromo(db, code);
  return bases.map((basis) => {
    try {
      return applyPromo(promo, basis, now);
    } catch (error) {
      if (error instanceof AppError) return 0;
      throw error;
    }
  });
}
