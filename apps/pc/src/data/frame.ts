import type { Category, Currency, HomeFrame } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import { useLocale } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app/services';

/** What the header and the category routes need: the server's categories and currencies. */
export interface FrameData {
  categories: Category[];
  currencies: Currency[];
  /** The currency a new visitor of this locale starts with. */
  defaultCurrency: Currency;
}

export function toFrameData(data: HomeFrame): FrameData {
  return {
    categories: data.gameCateList,
    currencies: data.currencySummary.currencyList,
    defaultCurrency: data.currencySummary.currencyActive,
  };
}

/** The currency a request asked for (its `sf_currency`) while it is offered, else the default. */
export function requestCurrency(frame: FrameData, currencyId: number | undefined): Currency {
  return frame.currencies.find((currency) => currency.id === currencyId) ?? frame.defaultCurrency;
}

export const frameQueryKey = (locale: Locale) => ['frame', locale] as const;

/** The frame query; SSR fills it in `+data`, the browser only fetches it after a locale switch. */
export function frameQuery(locale: Locale, queryFn: () => Promise<FrameData>) {
  return { queryKey: frameQueryKey(locale), queryFn, staleTime: Number.POSITIVE_INFINITY };
}

export function useFrameData(): FrameData | undefined {
  const locale = useLocale();
  const { api } = useAppServices();
  const query = useQuery(frameQuery(locale, async () => toFrameData(await api.shopHome.frame())));
  return query.data;
}
