import type { Migration } from 'kysely';
import { catalogAndAccounts } from './0001_catalog_and_accounts';

/** Every migration, in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_catalog_and_accounts': catalogAndAccounts,
};
