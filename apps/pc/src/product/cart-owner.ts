import { guestIdAtom } from '@storefront/state';
import type { CartOwner } from '@storefront/ui-shared/react';
import { useAtomValue } from 'jotai/react';
import { useIsLogin, useMounted } from '../app/session';

/**
 * Whose cart the API answers, and whether it can be asked yet: the visitor is known only in the
 * browser once mounted (the guest id lives in localStorage), as a guest id or a login.
 */
export function useCartOwner(): { owner: CartOwner; known: boolean } {
  const guestId = useAtomValue(guestIdAtom);
  const isLogin = useIsLogin();
  const mounted = useMounted();
  return { owner: { guestId, isLogin }, known: mounted && Boolean(guestId || isLogin) };
}
