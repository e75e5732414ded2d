import { sql, type Transaction } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { SHOP_MESSAGES } from '../shop/messages';
import type { Owner } from '../shop/owner';

/** Who places an order: its owner (user or guest id) and the client address it came from. */
export interface Holder {
  owner: Owner;
  address: string;
}

/** A line of a new order as the caps see it. */
export interface HoldLine {
  packId: number | null;
  countsStock: boolean;
  title: string;
  quantity: number;
}

/** The units each limited pack the order asks for, with its title. */
function limitedUnits(lines: HoldLine[]): Map<number, { title: string; units: number }> {
  const wanted = new Map<number, { title: string; units: number }>();
  for (const line of lines) {
    if (line.packId === null || !line.countsStock) continue;
    const entry = wanted.get(line.packId) ?? { title: line.title, units: 0 };
    entry.units += line.quantity;
    wanted.set(line.packId, entry);
  }
  return wanted;
}

/** True when the order asks for any unit of a pack with a stock count. */
export function holdsLimitedStock(lines: HoldLine[]): boolean {
  return lines.some((line) => line.packId !== null && line.countsStock);
}

/** When an unpaid order is cancelled: sooner when it holds limited stock. */
export function paymentDeadline(deps: AppDeps, lines: HoldLine[], now: Date): Date {
  const { paymentDeadlineMs, stockHoldMs } = deps.settings.orders;
  const ms = holdsLimitedStock(lines)
    ? Math.min(paymentDeadlineMs, stockHoldMs)
    : paymentDeadlineMs;
  return new Date(now.getTime() + ms);
}

function ownerKey(owner: Owner): string {
  return owner.kind === 'user' ? `user:${owner.userId}` : `guest:${owner.guestId}`;
}

/**
 * Serialises every order that would hold limited stock for this owner or this address, across
 * processes: transaction-scoped advisory locks, always taken in the same order (owner's key, then
 * the address's, by their hash), before any pack row, so two holders never wait on each other in a
 * cycle. They are released at the commit, when the new order is visible to the next count.
 */
async function lockHolder(trx: Transaction<DB>, holder: Holder): Promise<void> {
  const keys = [`hold:${ownerKey(holder.owner)}`, `hold:address:${holder.address}`];
  await sql`
    select pg_advisory_xact_lock(lock.id) from (
      select hashtextextended(key, 0) as id from unnest(${keys}::text[]) as key order by id
    ) as lock`.execute(trx);
}

interface Held {
  byOwner: Map<number, number>;
  byAddress: Map<number, number>;
  ownerTotal: number;
  addressTotal: number;
}

/** The limited units the owner and the address hold in unpaid orders now, by pack. */
async function heldNow(trx: Transaction<DB>, holder: Holder): Promise<Held> {
  const { owner, address } = holder;
  const mine =
    owner.kind === 'user'
      ? sql`o.user_id = ${owner.userId}::integer`
      : sql`o.guest_id = ${owner.guestId}::text`;
  const { rows } = await sql<{ pack_id: number; by_owner: string; by_address: string }>`
    select i.pack_id,
      coalesce(sum(i.quantity) filter (where ${mine}), 0)::text as by_owner,
      coalesce(sum(i.quantity) filter (where o.client_address = ${address}::text), 0)::text
        as by_address
    from orders o
    join order_items i on i.order_id = o.id
    join packs p on p.id = i.pack_id and p.stock is not null
    where o.status = 'unpaid' and (${mine} or o.client_address = ${address}::text)
    group by i.pack_id`.execute(trx);
  const held: Held = { byOwner: new Map(), byAddress: new Map(), ownerTotal: 0, addressTotal: 0 };
  for (const row of rows) {
    held.byOwner.set(row.pack_id, Number(row.by_owner));
    held.byAddress.set(row.pack_id, Number(row.by_address));
    held.ownerTotal += Number(row.by_owner);
    held.addressTotal += Number(row.by_address);
  }
  return held;
}

/**
 * Refuses (409) an order that would take the owner or the address past the caps on limited stock
 * held unpaid: `holdMaxPerPack` units of one pack (per owner and per address), `holdMaxPerOwner` and
 * `holdMaxPerAddress` units in all. Counted inside the transaction that reserves the stock, under
 * the holder's locks: two API processes together never exceed them. Orders without limited stock
 * pass without a lock or a read.
 */
export async function checkHoldCaps(
  trx: Transaction<DB>,
  deps: AppDeps,
  holder: Holder,
  lines: HoldLine[],
): Promise<void> {
  const wanted = limitedUnits(lines);
  if (wanted.size === 0) return;
  await lockHolder(trx, holder);
  const held = await heldNow(trx, holder);
  const { holdMaxPerPack, holdMaxPerOwner, holdMaxPerAddress } = deps.settings.orders;
  let total = 0;
  for (const [packId, { title, units }] of wanted) {
    total += units;
    const already = Math.max(held.byOwner.get(packId) ?? 0, held.byAddress.get(packId) ?? 0);
    if (already + units > holdMaxPerPack) {
      throw holdError(SHOP_MESSAGES.holdPerPack, { title, max: holdMaxPerPack, held: already });
    }
  }
  if (held.ownerTotal + total > holdMaxPerOwner) {
    throw holdError(SHOP_MESSAGES.holdPerOwner, { max: holdMaxPerOwner, held: held.ownerTotal });
  }
  if (held.addressTotal + total > holdMaxPerAddress) {
    throw holdError(SHOP_MESSAGES.holdPerAddress, { max: holdMaxPerAddress });
  }
}

function holdError(
  message: (typeof SHOP_MESSAGES)['holdPerPack'],
  params: { title?: string; max: number; held?: number },
): AppError {
  return new AppError(409, message, params, {
    data: { max: params.max, held: params.held ?? null },
  });
}
