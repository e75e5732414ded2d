import type {
  ChannelPrice,
  Money,
  OrderCurrencyPricesResponse,
} from '@storefront/api-client/contract';
import type { MessageKey } from '../messages';

/** The channel that pays from the customer's balance (never offered to guests). */
export const BALANCE_CHANNEL = 'balance';

/** A channel as a picker shows it: its final price, and why it cannot be picked, if so. */
export interface ChannelOption {
  id: string;
  name: string;
  total: Money;
  fee: Money;
  /** The customer's balance (the balance channel only). */
  balance: Money | null;
  disabled: boolean;
  /** Why it is disabled: the message and the amount it names ("From Rp 10.000"). */
  reason: { key: MessageKey; amount: Money | null } | null;
}

function reasonOf(channel: ChannelPrice): ChannelOption['reason'] {
  switch (channel.refusal) {
    case 'belowMin':
      return { key: 'channels.from', amount: channel.min };
    case 'aboveMax':
      return { key: 'channels.upTo', amount: channel.max };
    case 'balanceShort':
      return { key: 'checkout.notCovered', amount: null };
    default:
      return null;
  }
}

/**
 * The channels a picker offers, in the store's order: every one the API listed (it already leaves
 * out the balance for guests and channels without the currency), disabled with its reason when
 * it cannot take its price.
 */
export function channelOptions(channels: readonly ChannelPrice[]): ChannelOption[] {
  return channels.map((channel) => ({
    id: channel.id,
    name: channel.name,
    total: channel.total,
    fee: channel.fee,
    balance: channel.balance,
    disabled: channel.refusal !== null,
    reason: reasonOf(channel),
  }));
}

/**
 * The channel selected: the one the customer picked while it can still be used, else the first
 * one that can (the balance when it covers the price, as it comes first); null when none can.
 */
export function selectedChannel(
  options: readonly ChannelOption[],
  picked: string | null,
): ChannelOption | null {
  const usable = options.filter((option) => !option.disabled);
  return usable.find((option) => option.id === picked) ?? usable[0] ?? null;
}

type CurrencyPrice = OrderCurrencyPricesResponse['prices'][number];

/**
 * The balances an order page offers: only those that cover the order (a balance that cannot pay
 * is not a choice), the order's own currency first.
 */
export function payableBalances(
  order: { total: Money },
  prices: readonly CurrencyPrice[] | undefined,
): CurrencyPrice[] {
  const covering = (prices ?? []).filter((price) => price.covered);
  return [
    ...covering.filter((price) => price.currencyId === order.total.currencyId),
    ...covering.filter((price) => price.currencyId !== order.total.currencyId),
  ];
}
