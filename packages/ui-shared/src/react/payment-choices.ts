import type { ApiClient } from '@storefront/api-client';
import type { Money, Order } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BALANCE_CHANNEL, payableBalances } from '../checkout/channels';
import type { PayChoice } from '../checkout/payment-attempt';
import { useChannelPicker } from './channel-picker';
import { orderCurrencyPricesQuery } from './queries/orders';

/** A balance (by its currency) or a provider channel (by its id). */
export type PaymentPick = { kind: 'balance'; currencyId: number } | { kind: 'channel'; id: string };

/**
 * The order page's payment step, kit-free: the balances that can pay the order (logged in; one
 * per currency that covers it, the order's currency first), the provider's channels with their
 * final prices and disabled reasons, the one selected (the customer's pick, else a covering
 * balance, else the order's channel, else the first usable one), its total and the `PayChoice`.
 */
export function usePaymentChoices(
  api: Pick<ApiClient, 'orderDeal' | 'legacy'>,
  order: Order,
  isLogin: boolean,
  locale: Locale,
) {
  const prices = useQuery({ ...orderCurrencyPricesQuery(api, order.orderNo), enabled: isLogin });
  const balances = isLogin ? payableBalances(order, prices.data?.prices) : [];
  const channels = useChannelPicker(
    api,
    { orderNo: order.orderNo, currencyId: order.total.currencyId },
    locale,
    order.channel?.id ?? null,
  );
  const providerChannels = channels.options.filter((option) => option.id !== BALANCE_CHANNEL);
  const [picked, setPicked] = useState<PaymentPick | null>(null);
  const firstBalance = balances[0];
  const usable = providerChannels.filter((option) => !option.disabled);
  const fallback: PaymentPick | null = firstBalance
    ? { kind: 'balance', currencyId: firstBalance.currencyId }
    : (() => {
        const channel = usable.find((option) => option.id === order.channel?.id) ?? usable[0];
        return channel ? { kind: 'channel', id: channel.id } : null;
      })();
  const stillUsable =
    picked?.kind === 'balance'
      ? balances.some((price) => price.currencyId === picked.currencyId)
      : usable.some((option) => option.id === picked?.id);
  const selected = picked && stillUsable ? picked : fallback;
  const total: Money =
    selected?.kind === 'balance'
      ? (balances.find((price) => price.currencyId === selected.currencyId)?.total ?? order.total)
      : (providerChannels.find((option) => option.id === selected?.id)?.total ?? order.total);
  const choice: PayChoice | null =
    selected?.kind === 'balance'
      ? { method: 'balance', channel: BALANCE_CHANNEL, currencyId: selected.currencyId }
      : selected
        ? { method: 'provider', channel: selected.id }
        : null;
  return {
    balances,
    channels: providerChannels,
    loading: channels.loading || (isLogin && prices.isPending),
    selected,
    pick: setPicked,
    total,
    choice,
  };
}

export type PaymentChoices = ReturnType<typeof usePaymentChoices>;
