import { setTimeout as sleep } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { SHOP_MESSAGES } from './messages';
import { type Owner, whereOwner } from './owner';
import type { SecretBox } from './secrets';

/** The tables whose `account_secret` holds values sealed by `SecretBox.seal`. */
const SEALED_TABLES = ['cart_items', 'order_items'] as const;
type SealedTable = (typeof SEALED_TABLES)[number];

export interface SealedCount {
  keyId: string;
  count: number;
  /** The key that seals (the newest); values of every other key are waiting to be re-sealed. */
  active: boolean;
}

/**
 * The stored sealed values per key id, every key of the ring listed (0 when none) and any other id
 * found. A `v1.` value (sealed before key ids) counts for the oldest key, which is what opens it.
 */
export async function sealedValueCounts(db: Kysely<DB>, box: SecretBox): Promise<SealedCount[]> {
  const { rows } = await sql<{ key_id: string | null; count: string }>`
    select case when account_secret like 'v2.%' then split_part(account_secret, '.', 2) end as key_id,
      count(*) as count
    from (select account_secret from cart_items where account_secret is not null
      union all select account_secret from order_items where account_secret is not null) sealed
    group by 1`.execute(db);
  const counts = new Map(box.keyIds.map((id) => [id, 0]));
  const oldest = box.keyIds[box.keyIds.length - 1] as string;
  for (const row of rows) {
    const id = row.key_id ?? oldest;
    counts.set(id, (counts.get(id) ?? 0) + Number(row.count));
  }
  return [...counts].map(([keyId, count]) => ({ keyId, count, active: keyId === box.keyIds[0] }));
}

/**
 * Refuses to start while stored values name a key the ring does not list: every purchase and
 * delivery of them would fail. Names each key and its count.
 */
export async function refuseValuesOfUnlistedKeys(db: Kysely<DB>, box: SecretBox): Promise<void> {
  const unlisted = (await sealedValueCounts(db, box)).filter(
    ({ keyId, count }) => count > 0 && !box.keyIds.includes(keyId),
  );
  if (unlisted.length === 0) return;
  const named = unlisted.map(({ keyId, count }) => `${count} with "${keyId}"`).join(', ');
  throw new Error(
    `Stored game-account secrets are sealed with secrets keys API_SECRETS_KEYS does not list (${named}): ` +
      'add them back after the newest key; the sweep re-seals the values with the newest key, then they can go (docs/multi-host.md)',
  );
}

/** The value opened, or null when none of this process's keys opens it. */
function openedOrNull(box: SecretBox, sealed: string): string | null {
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}

/**
 * Before any money moves: 409 naming `account` when a line's sealed values do not open with this
 * process's keys (the supplier could never get them). A cart line's values are typed again there.
 */
export function checkLinesOpen(
  box: SecretBox,
  lines: readonly { title: string; packId: number | null; accountSecret: string | null }[],
): void {
  const unopened = lines.find(
    (line) => line.accountSecret && openedOrNull(box, line.accountSecret) === null,
  );
  if (!unopened) return;
  throw new AppError(
    409,
    SHOP_MESSAGES.accountUnreadable,
    { title: unopened.title },
    { data: { field: 'account', packId: unopened.packId } },
  );
}

/** `checkLinesOpen` for the lines of the owner's unpaid order `orderNo` (none found: nothing to check). */
export async function checkOrderOpens(
  deps: Pick<AppDeps, 'db' | 'secrets'>,
  owner: Owner,
  orderNo: string,
): Promise<void> {
  const lines = await deps.db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'order_items.title',
      'order_items.pack_id as packId',
      'order_items.account_secret as accountSecret',
    ])
    .where('orders.order_no', '=', orderNo)
    .where('orders.status', '=', 'unpaid')
    .where(whereOwner('orders', owner))
    .where('order_items.account_secret', 'is not', null)
    .execute();
  checkLinesOpen(deps.secrets, lines);
}

/**
 * Re-seals with the newest key the values sealed with an older one, in batches of the clean-up's
 * size with its pause, so that a key can be dropped once its count is 0 (a logged-in customer's cart
 * line lives as long as the account). Compare-and-set: a value changed meanwhile (wiped, retyped) is
 * left alone; one that does not open (a key not listed here) stays for the operator.
 */
export async function resealWithNewestKey(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'settings'>,
  stopped?: () => boolean,
): Promise<number> {
  let resealed = 0;
  for (const table of SEALED_TABLES) resealed += await resealTable(deps, table, stopped);
  return resealed;
}

async function resealTable(
  { db, secrets, settings }: Pick<AppDeps, 'db' | 'secrets' | 'settings'>,
  table: SealedTable,
  stopped?: () => boolean,
): Promise<number> {
  const { batchRows, pauseMs } = settings.cleanup;
  const current = `v2.${secrets.keyIds[0]}.`;
  let resealed = 0;
  for (let after = 0, first = true; !stopped?.(); first = false) {
    if (!first && pauseMs > 0) await sleep(pauseMs);
    const { rows } = await sql<{ id: number; account_secret: string }>`
      select id, account_secret from ${sql.table(table)}
      where account_secret is not null and not starts_with(account_secret, ${current})
        and id > ${after}::integer
      order by id limit ${batchRows}`.execute(db);
    const fresh = rows.flatMap(({ id, account_secret: old }) => {
      const opened = openedOrNull(secrets, old);
      if (opened === null) return [];
      return [sql`(${id}::integer, ${old}::text, ${secrets.seal(opened)}::text)`];
    });
    if (fresh.length > 0) {
      const result = await sql`
        update ${sql.table(table)} set account_secret = fresh.sealed
        from (values ${sql.join(fresh)}) as fresh (id, old, sealed)
        where ${sql.ref(`${table}.id`)} = fresh.id and ${sql.ref(`${table}.account_secret`)} = fresh.old`.execute(
        db,
      );
      resealed += Number(result.numAffectedRows ?? 0);
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < batchRows) break;
    after = last.id;
  }
  return resealed;
}
