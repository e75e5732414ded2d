import { minorToDecimal } from '@storefront/api-client';
import type {
  Currency,
  Order,
  OrderListRequest,
  OrderSummary,
  Page,
} from '@storefront/api-client/contract';
import { moneyLimitsOf } from '@storefront/api-client/contract';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB, OrderTable } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { type Channel, checkedChannelFee } from '../channel/service';
import { giveBack, takeAttempt } from '../rate-limit/service';
import { SHOP_MESSAGES } from '../shop/messages';
import { type Owner, ownerColumns, whereOwner } from '../shop/owner';
import { checkLinesOpen } from '../shop/sealed-values';
import { checkHoldCaps, holdsLimitedStock, paymentDeadline } from './holds';
import { endOrder, lockOrder } from './lifecycle';
import type { PreparedLine } from './lines';
import { referenceNumber } from './numbers';
import { rememberPlayers } from './players';
import { type PricedLines, priceLines } from './pricing';
import { type OrderViewRow, orderSummaries, orderViewOf, orderViewQuery } from './view';

/**
 * Takes the units from stock, packs in id order (no deadlocks); 409 when one has too few. Packs
 * without a stock count are never locked (nor even written), so orders of them do not wait for
 * each other.
 */
async function reserveStock(trx: Transaction<DB>, lines: PreparedLine[]): Promise<void> {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    if (line.packId !== null && line.countsStock)
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

/** The order's lines as a `values` list, in the columns `insertOrderRows` names. */
function lineValues(lines: PreparedLine[], priced: ReturnType<typeof priceLines>) {
  return sql.join(
    lines.map(
      (line, index) =>
        sql`(${line.kind}, ${line.gameId}::integer, ${line.packId}::integer, ${line.title},
          ${line.quantity}::integer, ${line.unitPriceUsdMinor}::bigint,
          ${priced.units[index] ?? 0}::bigint, ${priced.subtotals[index] ?? 0}::bigint,
          ${JSON.stringify(line.account)}::jsonb, ${JSON.stringify(line.accountLabels)}::jsonb,
          ${line.accountSecret}::text, ${line.linkUrl}::text,
          ${line.faceValue}::bigint, ${line.faceCurrencyId}::integer,
          ${line.nickname ?? null}::text)`,
    ),
  );
}

/**
 * The order, its lines and its first event in ONE statement (one round trip), answering the order
 * with its lines as the view reads them. An order number already taken inserts nothing at all (no
 * row answered): the caller draws another.
 */
async function insertOrderRows(
  db: Kysely<DB>,
  input: {
    owner: Owner;
    address: string;
    lines: PreparedLine[];
    currency: Currency;
    contactEmail?: string;
    locale: Locale;
  },
  priced: ChannelPriced,
  now: Date,
  expiresAt: Date,
) {
  const owner = ownerColumns(input.owner);
  // Kept only while it can matter: on orders that hold limited stock (the caps count it).
  const clientAddress = holdsLimitedStock(input.lines) ? input.address : null;
  const { rows } = await sql<Selectable<OrderTable> & Pick<OrderViewRow, 'items'>>`
    with new_order as (
      insert into orders (order_no, user_id, guest_id, status, currency_id, subtotal, discount,
        total, payment_method, created_at, expires_at, contact_email, locale, client_address,
        channel, channel_fee)
      values (${referenceNumber('SF', now)}, ${owner.user_id}::integer, ${owner.guest_id}::text,
        'unpaid', ${input.currency.id}::integer, ${priced.subtotal}::bigint,
        ${priced.discount}::bigint, ${priced.total}::bigint, null, ${now}::timestamptz,
        ${expiresAt}::timestamptz,
        coalesce(${input.contactEmail ?? null}::text,
          (select email from users where id = ${owner.user_id}::integer)),
        ${input.locale}::text, ${clientAddress}::text, ${priced.channel}::text,
        ${priced.channelFee}::bigint)
      on conflict (order_no) do nothing
      returning *
    ),
    new_items as (
      insert into order_items (order_id, kind, game_id, pack_id, title, quantity,
        unit_price_usd_minor, unit_price, subtotal, account, account_labels, account_secret,
        link_url, face_value, face_currency_id, nickname)
      select new_order.id, line.* from new_order
      cross join (values ${lineValues(input.lines, priced)}) as line
      returning id, kind, game_id, pack_id, title, quantity, unit_price, subtotal, account,
        account_labels, link_url, vouchers, nickname
    ),
    first_event as (
      insert into order_events (order_id, status, at)
      select id, 'unpaid', ${now}::timestamptz from new_order
    )
    select new_order.*, (
      select coalesce(json_agg(json_build_object('id', item.id, 'kind', item.kind,
        'pack_id', item.pack_id, 'title', item.title, 'quantity', item.quantity,
        'unit_price', item.unit_price, 'subtotal', item.subtotal, 'account', item.account,
        'account_labels', item.account_labels, 'link_url', item.link_url,
        'vouchers', item.vouchers, 'nickname', item.nickname, 'name', game.name, 'game_title', game.title,
        'type', game.type) order by item.id), '[]')
      from new_items item join games game on game.id = item.game_id) as items
    from new_order`.execute(db);
  return rows[0];
}

/** The order's money with the chosen channel's fee added to its total. */
type ChannelPriced = PricedLines & { channel: string | null; channelFee: number };

/**
 * The lines priced in `currency`, plus the fee of `channel` (checked for this payer) on what is
 * left after the discounts. No channel, no fee.
 */
export function priceWithChannel(
  lines: Parameters<typeof priceLines>[0],
  currency: Currency,
  channel: Channel | null,
  owner: Owner,
): ChannelPriced {
  const priced = priceLines(lines, currency);
  if (!channel) return { ...priced, channel: null, channelFee: 0 };
  const fee = checkedChannelFee(channel, owner, currency, priced.total);
  return { ...priced, total: priced.total + fee, channel: channel.id, channelFee: fee };
}

/**
 * Writes an unpaid order with its lines, reserving stock. `db` must be a transaction when a line
 * counts stock (the reservation and the order commit together); otherwise it is one statement.
 */
export async function insertOrder(
  db: Kysely<DB>,
  deps: AppDeps,
  input: {
    owner: Owner;
    address: string;
    lines: PreparedLine[];
    currency: Currency;
    contactEmail?: string;
    locale: Locale;
    channel?: Channel | null;
  },
  now: Date,
) {
  checkLinesOpen(deps.secrets, input.lines);
  const priced = priceWithChannel(input.lines, input.currency, input.channel ?? null, input.owner);
  if (holdsLimitedStock(input.lines)) {
    if (!db.isTransaction) throw new Error('Reserving stock needs a transaction');
    await checkHoldCaps(db as Transaction<DB>, deps, input, input.lines);
    await reserveStock(db as Transaction<DB>, input.lines);
  }
  const { orderTotal } = moneyLimitsOf(input.currency.code);
  if (priced.total > orderTotal) {
    throw new AppError(422, SHOP_MESSAGES.orderTotalLimit, {
      currency: input.currency.code,
      max: minorToDecimal(orderTotal, input.currency.decimals),
    });
  }
  const expiresAt = paymentDeadline(deps, input.lines, now);
  for (;;) {
    const order = await insertOrderRows(db, input, priced, now, expiresAt);
    if (!order) continue;
    await rememberPlayers(db, input.owner, input.lines, now);
    return order;
  }
}

export async function orderDetail(
  deps: AppDeps,
  owner: Owner,
  orderNo: string,
  locale: Locale,
): Promise<Order> {
  const row = await orderViewQuery(deps.db)
    .where('orders.order_no', '=', orderNo)
    .where(whereOwner('orders', owner))
    .executeTakeFirst();
  if (!row) throw new AppError(404, SHOP_MESSAGES.orderNotFound, { orderNo });
  return orderViewOf(deps, row, locale);
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
  locale: Locale,
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
  return orderDetail(deps, owner, order.order_no, locale);
}

/**
 * Anyone finds an order by its number and the email given at checkout. Each lookup is counted per
 * client address before the work (a found order gives its count back); a wrong number and a wrong
 * email are the same single indexed query and the same 404, so neither answer nor timing tells them apart.
 */
export async function trackOrder(
  deps: AppDeps,
  input: { orderNo: string; contactEmail: string },
  address: string,
  now: Date,
  locale: Locale,
): Promise<Order> {
  const { trackWindowMs: windowMs, trackMaxPerAddress: max } = deps.settings.limits;
  const limit = { key: `track:address:${address}`, max, windowMs };
  await takeAttempt(deps, [limit], now, 'order.tooManyLookups');
  const row = await orderViewQuery(deps.db)
    .where('orders.order_no', '=', input.orderNo)
    .where('orders.contact_email', '=', input.contactEmail)
    .executeTakeFirst();
  if (!row) throw new AppError(404, SHOP_MESSAGES.trackNotFound);
  await giveBack(deps, [limit]);
  return orderViewOf(deps, row, locale);
}
