import { type Kysely, sql } from 'kysely';

// A delivery and a batch of receipts are each held by one process at a time, under a claim token:
// only the holder may record the outcome, so a process that lost its claim (it was slow, or presumed
// dead and its work resumed elsewhere) cannot deliver or send a second time. `delivery_started_at`
// tells the sweep how long an order has been in delivery; orders already stuck in `processing`
// count from when they were paid.
const up = [
  'alter table orders add column delivery_claim text',
  'alter table orders add column delivery_started_at timestamptz',
  `update orders set delivery_started_at = coalesce(paid_at, created_at) where status = 'processing'`,
  `create index orders_in_delivery on orders (delivery_started_at) where status = 'processing'`,
  'alter table mail_outbox add column claim_token text',
];

const down = [
  'alter table mail_outbox drop column if exists claim_token',
  'drop index if exists orders_in_delivery',
  'alter table orders drop column if exists delivery_started_at',
  'alter table orders drop column if exists delivery_claim',
];

export const resumableDeliveryAndMailClaims = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
