import type { Currency, Money, Order, OrderSummary } from '@storefront/api-client/contract';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AppDeps } from '../../context';
import type { DB, OrderTable } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { artUrls } from '../art/urls';
import { accountLabels } from '../shop/account-labels';

type OrderRow = Selectable<OrderTable>;

export function moneyIn(
  currency: Pick<Currency, 'id' | 'code' | 'decimals'>,
  amount: number,
): Money {
  return {
    amount,
    currencyId: currency.id,
    currencyCode: currency.code,
    decimals: currency.decimals,
  };
}

/** The order's lines with their games and its timeline, as JSON arrays of a query on `orders`. */
function orderPartsOf(eb: ExpressionBuilder<DB, 'orders'>) {
  return [
    jsonArrayFrom(
      eb
        .selectFrom('order_items')
        .innerJoin('games', 'games.id', 'order_items.game_id')
        .select([
          'order_items.id',
          'order_items.kind',
          'order_items.pack_id',
          'order_items.title',
          'order_items.quantity',
          'order_items.unit_price',
          'order_items.subtotal',
          'order_items.account',
          'order_items.account_labels',
          'order_items.link_url',
          'order_items.vouchers',
          'order_items.nickname',
          'games.name',
          'games.title as game_title',
          'games.type',
        ])
        .whereRef('order_items.order_id', '=', 'orders.id')
        .orderBy('order_items.id'),
    ).as('items'),
    jsonArrayFrom(
      eb
        .selectFrom('order_events')
        .select(['status', 'at'])
        .whereRef('order_events.order_id', '=', 'orders.id')
        .orderBy('order_events.id'),
    ).as('events'),
  ] as const;
}

/**
 * Orders with their currency, lines and timeline in ONE query (one round trip): lines and events
 * come back as JSON arrays, so their timestamps are text here. Narrow it with `where`.
 */
export function orderViewQuery(db: Kysely<DB>) {
  return db
    .selectFrom('orders')
    .innerJoin('currencies', 'currencies.id', 'orders.currency_id')
    .leftJoin('payment_channels', 'payment_channels.id', 'orders.channel')
    .selectAll('orders')
    .select(['currencies.code as currency_code', 'currencies.decimals as currency_decimals'])
    .select('payment_channels.names as channel_names')
    .select(orderPartsOf);
}

export type OrderViewRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof orderViewQuery>['executeTakeFirst']>>
>;

/** The order (read with `orderViewQuery`, or as its insert answered it) as the contract shows it. */
export function orderViewOf(deps: AppDeps, row: OrderViewRow, locale: Locale): Order {
  const { items, events, channel_names, currency_code: code, currency_decimals, ...order } = row;
  const currency = { id: order.currency_id, code, decimals: currency_decimals };
  return viewOf(deps, order, { ...currency, items, events, channel_names }, locale);
}

/**
 * The order as the contract shows it: items with their games, money, vouchers and timeline, the
 * lines' field labels in `locale` (the request's: there is no default, so no answer falls back to
 * English on an Indonesian page).
 */
function viewOf(
  deps: AppDeps,
  order: OrderRow,
  parts: Pick<Currency, 'id' | 'code' | 'decimals'> &
    Pick<OrderViewRow, 'items' | 'events' | 'channel_names'>,
  locale: Locale,
): Order {
  const { items, events, channel_names: channelNames, ...currency } = parts;
  const art = artUrls(deps.settings.publicUrl);
  return {
    orderNo: order.order_no,
    status: order.status,
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      gameName: item.name,
      gameTitle: item.game_title,
      gameType: item.type,
      icon: art.gameIcon(item.name),
      packId: item.pack_id,
      packTitle: item.title,
      linkUrl: item.link_url,
      quantity: item.quantity,
      unitPrice: moneyIn(currency, item.unit_price),
      subtotal: moneyIn(currency, item.subtotal),
      account: item.account,
      accountLabels: accountLabels(item.account_labels ?? [], item.account, locale),
      vouchers: item.vouchers,
      nickname: item.nickname,
    })),
    subtotal: moneyIn(currency, order.subtotal),
    discount: moneyIn(currency, order.discount),
    total: moneyIn(currency, order.total),
    paymentMethod: order.payment_method,
    channel: order.channel
      ? {
          id: order.channel,
          name: channelNames?.[locale] ?? order.channel,
          fee: moneyIn(currency, order.channel_fee),
        }
      : null,
    createdAt: order.created_at.toISOString(),
    expiresAt: order.expires_at.toISOString(),
    paidAt: order.paid_at?.toISOString() ?? null,
    completedAt: order.completed_at?.toISOString() ?? null,
    failureReason: order.failure_reason,
    timeline: events.map((event) => ({
      status: event.status,
      at: new Date(event.at).toISOString(),
    })),
    contactEmail: order.contact_email,
    promo: order.promo_code
      ? { code: order.promo_code, discount: moneyIn(currency, order.promo_discount) }
      : null,
  };
}

/** List rows: each order with its first item's game and pack, and its item count. */
export async function orderSummaries(deps: AppDeps, orders: OrderRow[]): Promise<OrderSummary[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [items, currencies] = [
    await deps.db
      .selectFrom('order_items')
      .innerJoin('games', 'games.id', 'order_items.game_id')
      .select(['order_items.order_id', 'order_items.title', 'games.name', 'games.title as game'])
      .where('order_items.order_id', 'in', ids)
      .orderBy('order_items.id')
      .execute(),
    await deps.db.selectFrom('currencies').select(['id', 'code', 'decimals']).execute(),
  ];
  const art = artUrls(deps.settings.publicUrl);
  return orders.map((order) => {
    const own = items.filter((item) => item.order_id === order.id);
    const first = own[0];
    const currency = currencies.find((c) => c.id === order.currency_id);
    if (!first || !currency) throw new Error(`Order ${order.order_no} has no items or currency`);
    return {
      orderNo: order.order_no,
      status: order.status,
      total: moneyIn(currency, order.total),
      createdAt: order.created_at.toISOString(),
      expiresAt: order.expires_at.toISOString(),
      itemCount: own.length,
      gameTitle: first.game,
      packTitle: first.title,
      icon: art.gameIcon(first.name),
    };
  });
}
