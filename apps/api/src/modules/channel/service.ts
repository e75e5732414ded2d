import type { ChannelRefusal, Currency } from '@storefront/api-client/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB, PaymentChannelTable } from '../../db/schema';
import { AppError } from '../../http/errors';
import { priceStep } from '../../money/local-price';
import { moneyText } from '../../money/text';
import type { Owner } from '../shop/owner';
import { CHANNEL_MESSAGES } from './messages';

export type Channel = Selectable<PaymentChannelTable>;

/** The channel that pays from the customer's balance; every other channel is the provider's. */
export const BALANCE_CHANNEL = 'balance';

/** The enabled channels, in the store's order. */
export function listChannels(db: Kysely<DB>): Promise<Channel[]> {
  return db
    .selectFrom('payment_channels')
    .selectAll()
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** One enabled channel; a 400 naming `channel` when the store has none of that id. */
export async function findChannel(db: Kysely<DB>, id: string): Promise<Channel> {
  const channel = await db
    .selectFrom('payment_channels')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!channel) throw new AppError(400, CHANNEL_MESSAGES.unknown, { channel: id });
  return channel;
}

/**
 * The fee of paying `base` (subtotal less every discount, minor units) through `channel` in
 * `currencyCode`: its percent, rounded UP to the currency's price step (Rp 100: a channel's price
 * stays as round as the pack's), plus its fixed fee.
 */
function channelFee(
  base: number,
  channel: Pick<Channel, 'fee_bps' | 'fixed_fees'>,
  currencyCode: string,
): number {
  const step = priceStep(currencyCode);
  const percent = Math.ceil((base * channel.fee_bps) / (10_000 * step)) * step;
  return percent + (channel.fixed_fees[currencyCode] ?? 0);
}

/** The channel's limits in the currency; null sides are open. */
export function channelLimits(channel: Pick<Channel, 'limits'>, currencyCode: string) {
  return channel.limits[currencyCode] ?? { min: null, max: null };
}

/** Why the channel cannot take `total` in the currency; null when it can. */
function limitRefusal(
  channel: Pick<Channel, 'limits'>,
  currencyCode: string,
  total: number,
): Extract<ChannelRefusal, 'belowMin' | 'aboveMax'> | null {
  const { min, max } = channelLimits(channel, currencyCode);
  if (min !== null && total < min) return 'belowMin';
  if (max !== null && total > max) return 'aboveMax';
  return null;
}

/** The fee of paying `base` through `channel`, and why its limits refuse base + fee (null: they take it). */
export function feeAndRefusal(
  channel: Pick<Channel, 'fee_bps' | 'fixed_fees' | 'limits'>,
  currencyCode: string,
  base: number,
) {
  const fee = channelFee(base, channel, currencyCode);
  return { fee, refusal: limitRefusal(channel, currencyCode, base + fee) };
}

export const offersCurrency = (channel: Pick<Channel, 'currencies'>, code: string) =>
  channel.currencies.includes(code);

/**
 * The fee of paying `base` through `channel`, after checking that the payer may use it: a guest
 * never pays from a balance, the channel takes the currency, and `base` plus the fee is within its
 * limits. Each refusal is a 4xx naming `channel`.
 */
export function checkedChannelFee(
  channel: Channel,
  owner: Owner,
  currency: Pick<Currency, 'code' | 'decimals'>,
  base: number,
): number {
  const name = channel.names;
  if (channel.id === BALANCE_CHANNEL && owner.kind !== 'user') {
    throw new AppError(400, CHANNEL_MESSAGES.needsLogin);
  }
  if (!offersCurrency(channel, currency.code)) {
    throw new AppError(422, CHANNEL_MESSAGES.currency, { name, currency: currency.code });
  }
  const { fee, refusal } = feeAndRefusal(channel, currency.code, base);
  if (refusal) {
    const { min, max } = channelLimits(channel, currency.code);
    const limit = (refusal === 'belowMin' ? min : max) ?? 0;
    const amount = moneyText({ amount: limit, currencyCode: currency.code, ...currency });
    throw new AppError(422, CHANNEL_MESSAGES[refusal], { name, amount });
  }
  return fee;
}

/**
 * The payment method a request means: `channel` when given (the balance channel is the balance,
 * any other the provider), else `method`; a 400 naming `channel` when they disagree or both lack.
 */
export function methodOf(request: {
  method?: 'balance' | 'provider';
  channel?: string;
}): 'balance' | 'provider' {
  const { method, channel } = request;
  if (channel === undefined) {
    if (method === undefined) throw new AppError(400, CHANNEL_MESSAGES.noMethod);
    return method;
  }
  const meant = channel === BALANCE_CHANNEL ? 'balance' : 'provider';
  if (method !== undefined && method !== meant) {
    throw new AppError(400, CHANNEL_MESSAGES.methodMismatch, { channel, method });
  }
  return meant;
}
