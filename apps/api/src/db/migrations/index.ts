import type { Migration } from 'kysely';
import { catalogAndAccounts } from './0001_catalog_and_accounts';
import { cartsOrdersPayments } from './0002_carts_orders_payments';
import { linksAndRates } from './0003_links_and_rates';

/** Every migration, in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_catalog_and_accounts': catalogAndAccounts,
  '0002_carts_orders_payments': cartsOrdersPayments,
  '0003_links_and_rates': linksAndRates,
};
