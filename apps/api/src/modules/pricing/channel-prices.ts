import type {
  ChannelPrice,
  ChannelsRequest,
  ChannelsResponse,
  Currency,
} from '@storefront/api-client/contract';
import type { AppDeps } from '../../context';
import type { Locale } from '../../i18n/messages';
import {
  BALANCE_CHANNEL,
  type Channel,
  channelLimits,
  feeAndRefusal,
  listChannels,
  offersCurrency,
} from '../channel/service';
import { loadPacks, orderCurrency } from '../order/lines';
import { type LineToPrice, priceLines } from '../order/pricing';
import { moneyIn } from '../order/view';
import { promoDiscountsIn } from '../promo/service';
import type { Owner } from '../shop/owner';
import { orderToPrice } from './order-lines';

/** The lines to price (the pack times the quantity, or the order's lines), with the order's code. */
async function linesOf(
  deps: AppDeps,
  owner: Owner,
  request: ChannelsRequest,
): Promise<{
  lines: LineToPrice[];
  kinds: Array<'pack' | 'razer' | 'link'>;
  currencyId?: number;
  promoCode: string | null;
}> {
  if (request.packId !== undefined) {
    const pack = (await loadPacks(deps, [request.packId])).get(request.packId);
    const line: LineToPrice = {
      kind: 'pack',
      unitPriceUsdMinor: pack?.price_usd_minor ?? 0,
      quantity: request.quantity ?? 1,
      storePrices: pack?.store_prices ?? null,
    };
    return { lines: [line], kinds: ['pack'], promoCode: null };
  }
  const { order, lines } = await orderToPrice(deps, owner, request.orderNo ?? '');
  return {
    lines,
    kinds: lines.map((line) => line.kind),
    currencyId: order.currency_id,
    promoCode: order.promo_code,
  };
}

async function balanceIn(deps: AppDeps, owner: Owner, currencyId: number): Promise<number> {
  if (owner.kind !== 'user') return 0;
  const row = await deps.db
    .selectFrom('balances')
    .select('balance')
    .where('user_id', '=', owner.userId)
    .where('currency_id', '=', currencyId)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/** One channel's price of `base`: its fee, the total, its limits and why it cannot take it. */
function channelPrice(
  channel: Channel,
  currency: Currency,
  base: number,
  balance: number | null,
  locale: Locale,
): ChannelPrice {
  const money = (amount: number) => moneyIn(currency, amount);
  const { fee, refusal } = feeAndRefusal(channel, currency.code, base);
  const total = base + fee;
  const { min, max } = channelLimits(channel, currency.code);
  const short = balance !== null && balance < total;
  return {
    id: channel.id,
    name: channel.names[locale],
    fee: money(fee),
    total: money(total),
    min: min === null ? null : money(min),
    max: max === null ? null : money(max),
    balance: balance === null ? null : money(balance),
    refusal: refusal ?? (short ? 'balanceShort' : null),
  };
}

/**
 * The store's channels for a pack (and quantity) or an order, in the asked currency (the order's
 * own, else the store's default): each one's fee on what is left after the discounts, the final
 * price, its limits, and the reason it cannot take that price. Channels that do not take the
 * currency are left out, and so is the balance for a guest.
 */
export async function channelPrices(
  deps: AppDeps,
  owner: Owner,
  request: ChannelsRequest,
  locale: Locale,
): Promise<ChannelsResponse> {
  const { lines, kinds, currencyId, promoCode } = await linesOf(deps, owner, request);
  const currency = await orderCurrency(deps, kinds, request.currencyId ?? currencyId);
  const priced = priceLines(lines, currency);
  const [promo = 0] = await promoDiscountsIn(
    deps.db,
    promoCode,
    [{ currency, ...priced }],
    deps.clock.now(),
  );
  const base = priced.total - promo;
  const offered = (await listChannels(deps.db)).filter(
    (channel) =>
      offersCurrency(channel, currency.code) &&
      (channel.id !== BALANCE_CHANNEL || owner.kind === 'user'),
  );
  const balance = offered.some((channel) => channel.id === BALANCE_CHANNEL)
    ? await balanceIn(deps, owner, currency.id)
    : null;
  return {
    base: moneyIn(currency, base),
    channels: offered.map((channel) =>
      channelPrice(
        channel,
        currency,
        base,
        channel.id === BALANCE_CHANNEL ? balance : null,
        locale,
      ),
    ),
  };
}
