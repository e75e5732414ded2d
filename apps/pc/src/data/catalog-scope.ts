import type { Currency } from '@storefront/api-client/contract';
import { currencyActiveAtom } from '@storefront/state';
import type { CatalogScope } from '@storefront/ui-shared/react';
import { useLocale } from '@storefront/ui-shared/react';
import { useAtomValue } from 'jotai/react';
import { usePageContext } from '../app/page-context';
import { useMounted } from '../app/session';
import { requestCurrency, useFrameData } from './frame';

/**
 * The currency prices are shown in: the stored one once mounted; before (SSR and hydration) the
 * request's `sf_currency`, the stored one's mirror, so the server already prices in it and the
 * browser has nothing to refetch. A first visit gets the locale's default.
 */
export function useActiveCurrency(): Currency | undefined {
  const frame = useFrameData();
  const { currencyId } = usePageContext();
  const stored = useAtomValue(currencyActiveAtom);
  const mounted = useMounted();
  return (mounted ? stored : null) ?? (frame && requestCurrency(frame, currencyId));
}

/** The locale and currency of the catalogue queries (the same scope `+data` prefetched). */
export function useCatalogScope(): CatalogScope {
  const locale = useLocale();
  const currency = useActiveCurrency();
  return { locale, currencyId: currency?.id };
}
