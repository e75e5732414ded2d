import { guestIdAtom, isLoginAtom } from '@storefront/state';
import { useAtomValue } from 'jotai/react';
import type { CartOwner } from './queries/product';

/**
 * Whose cart and orders the API answers (the guest id or the login), and whether it can be asked
 * yet: both live in localStorage, so the visitor is known only in the browser once the stored state
 * has loaded after mount; until then (and on the server) `known` is false and the queries wait.
 */
export function useCartOwner(): { owner: CartOwner; known: boolean } {
  const guestId = useAtomValue(guestIdAtom);
  const isLogin = useAtomValue(isLoginAtom);
  return { owner: { guestId, isLogin }, known: Boolean(guestId) || isLogin };
}
