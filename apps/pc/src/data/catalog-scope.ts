import type { Currency } from '@storefront/api-client/contract';
import { currencyActiveAtom } from '@storefront/state';
import type { CatalogScope } from '@storefront/ui-shared/react';
import { useAtomValue } from 'jotai/react';
import { useLocale, useMounted } from '../app/session';
import { useFrameData } from './frame';

/**
 * The currency prices are shown in: the stored one once mounted, the locale's default before (SSR
 * and hydration do not know the stored one, so both render the default and agree).
 */
export function useActiveCurrency(): Currency | undefined {
  const frame = useFrameData();
  const stored = useAtomValue(currencyActiveAtom);
  const mounted = useMounted();
  return (mounted ? stored : null) ?? frame?.defaultCurrency;
}

/** The locale and currency of the catalogue queries (the same scope `+data` prefetched). */
export function useCatalogScope(): CatalogScope {
  const locale = useLocale();
  const currency = useActiveCurrency();
  return { locale, currencyId: currency?.id };
}
