import { guestIdAtom, isLoginAtom } from '@storefront/state';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import type { CatalogScope } from './queries/catalog';
import { type CartOwner, cartListQuery, type ProductApi, savedLinksQuery } from './queries/product';

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

/**
 * The cart screen's reads: the visitor's packs and saved top-up links, once the visitor is known;
 * a currency or language switch keeps the old ones on screen until the new ones come.
 */
export function useCartContents(api: ProductApi, scope: CatalogScope) {
  const { owner, known } = useCartOwner();
  const cart = useQuery({
    ...cartListQuery(api, scope, owner),
    enabled: known,
    placeholderData: keepPreviousData,
  });
  const links = useQuery({
    ...savedLinksQuery(api, scope, owner),
    enabled: known,
    placeholderData: keepPreviousData,
  });
  return { owner, known, cart, links };
}
