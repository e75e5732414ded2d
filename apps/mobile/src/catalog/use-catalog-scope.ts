import { currencyActiveAtom } from '@storefront/state';
import type { CatalogScope } from '@storefront/ui-shared/react';
import { useLocale } from '@storefront/ui-shared/react';
import { useAtomValue } from 'jotai/react';
import type { PageContext } from 'vike/types';
import { usePageContext } from '../app/page-context';

/**
 * The locale and currency the catalogue is read in. Until the stored state loads after mount the
 * currency is the request's (`pageContext.currencyId`, the cookie mirror of the stored one), as on
 * the server, so hydration matches and the stored one, being the same, fetches nothing again.
 */
export function useCatalogScope(): CatalogScope {
  const locale = useLocale();
  const stored = useAtomValue(currencyActiveAtom);
  const { currencyId } = usePageContext();
  return { locale, currencyId: stored?.id ?? currencyId };
}

/** The scope a page's `+data` prefetches in: the same as `useCatalogScope` renders before mount. */
export function requestCatalogScope(
  pageContext: Pick<PageContext, 'locale' | 'currencyId'>,
): CatalogScope {
  return { locale: pageContext.locale, currencyId: pageContext.currencyId };
}
