import { guestIdAtom, isLoginAtom } from '@storefront/state';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { useAppServices } from '../app/services';

/** The cart badge: `ShopCart/Num` for the visitor (guest or user), once the stored state is loaded. */
export function useCartCount(mounted: boolean): number {
  const { store, backgroundApi } = useAppServices();
  const guestId = useAtomValue(guestIdAtom, { store });
  const isLogin = useAtomValue(isLoginAtom, { store });
  const { data } = useQuery({
    queryKey: ['cartCount', guestId, isLogin],
    queryFn: async () => (await backgroundApi.shopCart.num()).count,
    enabled: mounted && (guestId !== null || isLogin),
  });
  return data ?? 0;
}
