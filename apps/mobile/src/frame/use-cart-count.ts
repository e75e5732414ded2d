import { cartCountQuery, useCartOwner } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app/services';

/**
 * The cart badge: `ShopCart/Num` for the visitor (guest or user), once the stored state is loaded.
 * The shared add-to-cart refreshes it.
 */
export function useCartCount(mounted: boolean): number {
  const { backgroundApi } = useAppServices();
  const { owner, known } = useCartOwner();
  const { data } = useQuery({
    ...cartCountQuery(backgroundApi, owner),
    enabled: mounted && known,
  });
  return data?.count ?? 0;
}
