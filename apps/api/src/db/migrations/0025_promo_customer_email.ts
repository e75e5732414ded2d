import { type Kysely, sql } from 'kysely';
import { customerKeyOf } from '../../modules/promo/rules';

// "Once per customer" counts an email (the account's, or a guest's contact email) instead of
// `user:<id>` for accounts: the redemptions already recorded get the key the payment now computes, so a
// code used before the upgrade is not offered again. Down leaves the keys as they are (both forms
// count the same customer once; only the account's old redemptions would be missed).
export const promoCustomerEmail = {
  async up(db: Kysely<unknown>): Promise<void> {
    const { rows } = await sql<{ id: number; customer_key: string; email: string | null }>`
      select promo_redemptions.id, promo_redemptions.customer_key,
        coalesce(users.email, orders.contact_email) as email
      from promo_redemptions
      join orders on orders.id = promo_redemptions.order_id
      left join users on users.id = orders.user_id`.execute(db);
    for (const row of rows) {
      const key = customerKeyOf(row.email);
      if (key === null || key === row.customer_key) continue;
      await sql`update promo_redemptions set customer_key = ${key} where id = ${row.id}`.execute(
        db,
      );
    }
  },
  async down(): Promise<void> {},
};
