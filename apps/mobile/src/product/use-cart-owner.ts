import { guestIdAtom, isLoginAtom } from '@storefront/state';
import type { CartOwner } from '@storefront/ui-shared/react';
import { useAtomValue } from 'jotai/react';

/** The key of the cart and order queries while nobody is known yet (they stay disabled then). */
export const NO_OWNER: CartOwner = { guestId: null, isLogin: false };

/**
 * Whose cart and orders the API answers: the guest or the logged-in user, once the stored state has
 * loaded after mount; null before (on the server too), when there is nobody to ask for.
 */
export function useCartOwner(): CartOwner | null {
  const guestId = useAtomValue(guestIdAtom);
  const isLogin = useAtomValue(isLoginAtom);
  return guestId !== null || isLogin ? { guestId, isLogin } : null;
}
