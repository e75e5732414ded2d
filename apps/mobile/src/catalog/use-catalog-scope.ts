import { currencyActiveAtom, localeAtom } from '@storefront/state';
import type { CatalogScope } from '@storefront/ui-shared/react';
import { useAtomValue } from 'jotai/react';

/**
 * The locale and currency the catalogue is read in. Until the stored state loads after mount the
 * currency is `undefined` (the server's default), as on the server, so hydration matches.
 */
export function useCatalogScope(): CatalogScope {
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyActiveAtom);
  return { locale, currencyId: currency?.id };
}
