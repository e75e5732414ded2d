import type { ApiClient } from '@storefront/api-client';
import type { ChannelsRequest } from '@storefront/api-client/contract';
import { isLoginAtom, type Locale } from '@storefront/state';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { useMemo, useState } from 'react';
import { channelOptions, selectedChannel } from '../checkout/channels';
import { channelsQuery } from './queries/orders';

/**
 * The payment channel picker of the product page and the order page, kit-free: the channels for
 * `request` (none while it is null) with their prices and disabled reasons, and the one selected
 * (the customer's pick while usable, else `initial`, else the first usable one).
 */
export function useChannelPicker(
  api: Pick<ApiClient, 'orderDeal'>,
  request: ChannelsRequest | null,
  locale: Locale,
  initial: string | null = null,
) {
  const isLogin = useAtomValue(isLoginAtom);
  const query = useQuery({
    ...channelsQuery(api, request ?? { packId: 1 }, locale, isLogin),
    enabled: request !== null,
  });
  const [picked, setPicked] = useState<string | null>(initial);
  const options = useMemo(
    () => (request === null ? [] : channelOptions(query.data?.channels ?? [])),
    [request, query.data],
  );
  const selected = selectedChannel(options, picked);
  return {
    options,
    selected,
    pick: setPicked,
    loading: request !== null && query.isPending,
    /** Loaded, and no channel can take the price. */
    none: request !== null && query.isSuccess && selected === null,
  };
}

export type ChannelPicker = ReturnType<typeof useChannelPicker>;
