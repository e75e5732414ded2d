import type { GameDetail } from '@storefront/api-client/contract';
import type { CatalogScope, PurchaseOptions } from '@storefront/ui-shared/react';
import { navigate } from 'vike/client/router';
import { usePageContext } from '../app/page-context';
import { useAppServices } from '../app/services';

/** What the product controllers need from this app: its services and router. */
export function usePurchaseOptions(game: GameDetail, scope: CatalogScope): PurchaseOptions {
  const { api, queryClient } = useAppServices();
  return {
    api,
    queryClient,
    game,
    scope,
    navigateTo: (path) => void navigate(path),
    search: usePageContext().urlParsed.search,
  };
}
