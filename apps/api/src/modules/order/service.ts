import type {
  Currency,
  Order,
  OrderListRequest,
  OrderSummary,
  Page,
} from '@storefront/api-client/contract';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { storeAccount } from '../cart/account';
import { type Owner, ownerColumns, whereOwner } from '../cart/owner';
import { listCurrencies, resolveCurrency } from '../currency/service';
import { addEvent, endOrder, lockOrder } from './lifecycle';
import { SHOP_MESSAGES } from './messages';
import { referenceNumber } from './numbers';
import { priceLines } from './pricing';
import { orderSummaries, orderView } from './view';

/** One line of a new order, as a caller describes it. */
export type OrderLine =
  | { kind: 'pack' | 'razer'; packId: number; quantity: number; account: Record<string, string> }
  | {
      kind: 'link';
      gameId: number;
      /** Shown as the line's packTitle, e.g. "Top-up link: 400 Robux". */
      title: string;
      linkUrl: string;
      /** The store's price of the link in USD cents (before the order-level discount). */
      priceUsdMinor: number;
      faceValue: { amount: number; currencyId: number };
    };

/** A line checked and ready to store: prices in base cents, account secrets sealed. */
export interface PreparedLine {
  kind: 'pack' | 'razer' | 'link';
  gameId: number;
  packId: number | null;
  title: string;
  quantity: number;
  unitPriceUsdMinor: number;
  account: Record<string, string>;
  accountSecret: string | null;
  linkUrl: string | null;
  faceValue: number | null;
  faceCurrencyId: number | null;
}

export interface NewOrder {
  owner: Owner;
  lines: OrderLine[];
  currencyId?: number;
}

/** Packs with the game fields an order line needs; 404 names the first missing one. */
export async function loadPacks(deps: AppDeps, packIds: number[]) {
  const ids = [...new Set(packIds)];
  const rows =
    ids.length === 0
      ? []
      : await deps.db
          .selectFrom('packs')
          .innerJoin('games', 'games.id', 'packs.game_id')
          .select([
            'packs.id',
            'packs.title',
            'packs.price_usd_minor',
            'packs.stock',
            'games.id as game_id',
            'games.account_fields',
          ])
          .where('packs.id', 'in', ids)
          .execute();
  const missing = ids.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw new AppError(404, SHOP_MESSAGES.packNotFound, { id: missing });
  return new Map(rows.map((row) => [row.id, row]));
}

/** Checks every line (404 for a missing pack, 422 for bad account values) without writing. */
export async function prepareLines(deps: AppDeps, lines: OrderLine[]): Promise<PreparedLine[]> {
  const packs = await loadPacks(
    deps,
    lines.flatMap((line) => (line.kind === 'link' ? [] : [line.packId])),
  );
  return lines.map((line) => {
    if (line.kind === 'link') {
      return {
        kind: 'link',
        gameId: line.gameId,
        packId: null,
        title: line.title,
        quantity: 1,
        unitPriceUsdMinor: line.priceUsdMinor,
        account: {},
        accountSecret: null,
        linkUrl: line.linkUrl,
        faceValue: line.faceValue.amount,
        faceCurrencyId: line.faceValue.currencyId,
      };
    }
    const pack = packs.get(line.packId);
    if (!pack) throw new Error(`Pack ${line.packId} vanished`);
    const stored = storeAccount(pack.account_fields, line.account, deps.secrets);
    return {
      kind: line.kind,
      gameId: pack.game_id,
      packId: pack.id,
      title: pack.title,
      quantity: line.quantity,
      unitPriceUsdMinor: pack.price_usd_minor,
      account: stored.account,
      accountSecret: stored.accountSecret,
      linkUrl: null,
      faceValue: null,
      faceCurrencyId: null,
    };
  });
}

/**
 * The currency an order is priced and paid in: Razer Gold for Razer Gold lines (which are ordered on
 * their own), otherwise the one asked for or the store's default.
 */
export async function orderCurrency(
  deps: AppDeps,
  kinds: ReadonlyArray<PreparedLine['kind']>,
  currencyId?: number,
): Promise<Currency> {
  const razer = kinds.includes('razer');
  if (razer && kinds.some((kind) => kind !== 'razer')) {
    throw new AppError(422, SHOP_MESSAGES.mixedKinds);
  }
  if (razer) {
    const razerGold = (await listCurrencies(deps)).find((c) => c.kind === 'razerGold');
    if (!razerGold) throw new Error('The store has no Razer Gold currency');
    if (currencyId !== undefined && currencyId !== razerGold.id) {
      throw new AppError(422, SHOP_MESSAGES.razerCurrency);
    }
    return razerGold;
  }
  const currency = await resolveCurrency(deps, currencyId);
  if (currency.kind === 'razerGold') throw new AppError(422, SHOP_MESSAGES.notRazerCurrency);
  return currency;
}

/**
 * Takes the units from stock, packs in id order (no deadlocks); 409 when one has too few. Packs
 * without a stock count are never locked, so orders of them do not wait for each other.
 */
async function reserveStock(trx: Transaction<DB>, lines: PreparedLine[]): Promise<void> {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    if (line.packId !== null)
      wanted.set(line.packId, (wanted.get(line.packId) ?? 0) + line.quantity);
  }
  for (const [packId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    const taken = await trx
      .updateTable('packs')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', packId)
      .where('stock', '>=', quantity)
      .returning('id')
      .executeTakeFirst();
    if (taken) continue;
    const pack = await trx
      .selectFrom('packs')
      .select(['title', 'stock'])
      .where('id', '=', packId)
      .executeTakeFirst();
    if (!pack) throw new AppError(404, SHOP_MESSAGES.packNotFound, { id: packId });
    if (pack.stock === null) continue;
    throw stockError(pack.title, pack.stock, packId);
  }
}

/** 409: the pack is sold out, or has fewer units left than asked for. */
export function stockError(title: string, available: number, packId: number): AppError {
  return new AppError(
    409,
    available === 0 ? SHOP_MESSAGES.soldOut : SHOP_MESSAGES.notEnoughStock,
    { title, available },
    { data: { packId, available } },
  );
}

/** Writes an unpaid order with its lines, reserving stock, inside the caller's transaction. */
export async function insertOrder(
  trx: Transaction<DB>,
  deps: AppDeps,
  input: { owner: Owner; lines: PreparedLine[]; currency: Currency },
  now: Date,
) {
  await reserveStock(trx, input.lines);
  const priced = priceLines(input.lines, input.currency);
  const expiresAt = new Date(now.getTime() + deps.settings.orders.paymentDeadlineMs);
  let order: Awaited<ReturnType<typeof lockOrder>> | undefined;
  while (!order) {
    order = await trx
      .insertInto('orders')
      .values({
        order_no: referenceNumber('SF', now),
        ...ownerColumns(input.owner),
        status: 'unpaid',
        currency_id: input.currency.id,
        subtotal: priced.subtotal,
        discount: priced.discount,
        total: priced.total,
        payment_method: null,
        created_at: now,
        expires_at: expiresAt,
      })
      .onConflict((conflict) => conflict.column('order_no').doNothing())
      .returningAll()
      .executeTakeFirst();
  }
  const orderId = order.id;
  await trx
    .insertInto('order_items')
    .values(
      input.lines.map((line, index) => ({
        order_id: orderId,
        kind: line.kind,
        game_id: line.gameId,
        pack_id: line.packId,
        title: line.title,
        quantity: line.quantity,
        unit_price_usd_minor: line.unitPriceUsdMinor,
        unit_price: priced.units[index] ?? 0,
        subtotal: priced.subtotals[index] ?? 0,
        account: JSON.stringify(line.account),
        account_secret: line.accountSecret,
        link_url: line.linkUrl,
        face_value: line.faceValue,
        face_currency_id: line.faceCurrencyId,
      })),
    )
    .execute();
  await addEvent(trx, orderId, 'unpaid', now);
  return order;
}

/**
 * Writes an unpaid order of checked lines in one transaction, stock reserved; `alsoInTransaction`
 * runs inside it before the commit (checkout takes the items out of the cart there).
 */
export async function placeOrder(
  deps: AppDeps,
  input: { owner: Owner; lines: PreparedLine[]; currencyId?: number },
  now: Date,
  alsoInTransaction?: (trx: Transaction<DB>) => Promise<void>,
): Promise<Order> {
  const currency = await orderCurrency(
    deps,
    input.lines.map((line) => line.kind),
    input.currencyId,
  );
  const order = await deps.db.transaction().execute(async (trx) => {
    const created = await insertOrder(trx, deps, { ...input, currency }, now);
    await alsoInTransaction?.(trx);
    return created;
  });
  return orderView(deps, deps.db, order);
}

/** Creates an unpaid order (stock reserved, prices computed here). Throws 404/409/422. */
export async function createOrder(deps: AppDeps, input: NewOrder, now: Date): Promise<Order> {
  return placeOrder(deps, { ...input, lines: await prepareLines(deps, input.lines) }, now);
}

export async function orderDetail(deps: AppDeps, owner: Owner, orderNo: string): Promise<Order> {
  const order = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where(whereOwner('orders', owner))
    .executeTakeFirst();
  if (!order) throw new AppError(404, SHOP_MESSAGES.orderNotFound, { orderNo });
  return orderView(deps, deps.db, order);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Newest first; `from` and `to` are whole UTC days, both included. */
export async function listOrders(
  deps: AppDeps,
  owner: Owner,
  filter: OrderListRequest & { page: number; pageSize: number },
): Promise<Page<OrderSummary>> {
  let query = deps.db.selectFrom('orders').where(whereOwner('orders', owner));
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.from) query = query.where('created_at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to) {
    query = query.where('created_at', '<', new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS));
  }
  const [{ total }, rows] = [
    await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    await query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
  ];
  return {
    list: await orderSummaries(deps, rows),
    total: Number(total),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** The customer cancels an unpaid order: its stock is released. */
export async function cancelOrder(
  deps: AppDeps,
  owner: Owner,
  orderNo: string,
  now: Date,
): Promise<Order> {
  const order = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, orderNo, owner);
    if (locked.status !== 'unpaid') {
      throw new AppError(409, SHOP_MESSAGES.orderNotCancellable, {
        orderNo,
        status: locked.status,
      });
    }
    await endOrder(trx, locked.id, 'cancelled', now);
    return locked;
  });
  return orderDetail(deps, owner, order.order_no);
}
