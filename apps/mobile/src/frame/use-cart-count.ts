import { cartCountQuery } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app/services';
import { NO_OWNER, useCartOwner } from '../product/use-cart-owner';

/**
 * The cart badge: `ShopCart/Num` for the visitor (guest or user), once the stored state is loaded.
 * The shared add-to-cart refreshes it.
 */
export function useCartCount(mounted: boolean): number {
  const { backgroundApi } = useAppServices();
  const owner = useCartOwner();
  const { data } = useQuery({
    ...cartCountQuery(backgroundApi, owner ?? NO_OWNER),
    enabled: mounted && owner !== null,
  });
  return data?.count ?? 0;
}
