import type { CartCountResponse, CartListResponse, Order } from '@storefront/api-client/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { withCartLines, withQuantity } from '../../checkout/cart';
import { type CartOwner, cartKeys, orderSavedLinks, type ProductApi } from './product';

/** The cached carts and badge counts, to put back when an optimistic change is refused. */
type CartSnapshot = ReadonlyArray<[readonly unknown[], unknown]>;

const CART_LISTS = ['cart', 'list'] as const;

async function changeCachedCart(
  queryClient: QueryClient,
  owner: CartOwner,
  change: Parameters<typeof withCartLines>[1],
): Promise<CartSnapshot> {
  await queryClient.cancelQueries({ queryKey: cartKeys.all });
  const snapshot = queryClient.getQueriesData({ queryKey: cartKeys.all });
  let count: number | undefined;
  queryClient.setQueriesData<CartListResponse>({ queryKey: CART_LISTS }, (cart) => {
    if (!cart) return cart;
    const changed = withCartLines(cart, change);
    count = changed.count;
    return changed;
  });
  if (count !== undefined) {
    queryClient.setQueryData<CartCountResponse>(cartKeys.count(owner), { count });
  }
  return snapshot;
}

function restore(queryClient: QueryClient, snapshot: CartSnapshot | undefined) {
  for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
}

export interface CartQuantityChange {
  id: number;
  quantity: number;
  currencyId?: number;
  owner: CartOwner;
}

/**
 * A line's new quantity (`ShopCart/Update`): shown at once, put back if the server refuses it
 * (stock), then read again from the server.
 */
export function setCartQuantityMutation(api: ProductApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['cart', 'quantity'],
    mutationFn: ({ id, quantity, currencyId }: CartQuantityChange) =>
      api.shopCart.update({ id, quantity, currencyId }),
    onMutate: ({ id, quantity, owner }) =>
      changeCachedCart(queryClient, owner, (items) =>
        items.map((item) => (item.id === id ? withQuantity(item, quantity) : item)),
      ),
    onError: (_error, _change, snapshot) => restore(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export interface CartRemoval {
  ids: readonly number[];
  owner: CartOwner;
}

/** "Remove" (`ShopCart/Del`): the lines and the badge update at once, put back on a failure. */
export function removeCartItemsMutation(api: ProductApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['cart', 'remove'],
    mutationFn: ({ ids }: CartRemoval) => api.shopCart.del({ ids: [...ids] }),
    onMutate: ({ ids, owner }) =>
      changeCachedCart(queryClient, owner, (items) =>
        items.filter((item) => !ids.includes(item.id)),
      ),
    onError: (_error, _removal, snapshot) => restore(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** Deletes saved top-up links (`link/Delete`). */
export function removeSavedLinksMutation(api: ProductApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['cart', 'remove-links'],
    mutationFn: (ids: readonly number[]) => api.legacy.link.delete({ ids: [...ids] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** "Checkout": an unpaid order of the chosen cart lines (`OrderDeal/Add`); they leave the cart. */
export function checkoutCartMutation(api: ProductApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['cart', 'checkout'],
    mutationFn: (body: { cartItemIds: readonly number[]; currencyId?: number }): Promise<Order> =>
      api.orderDeal.add({ cartItemIds: [...body.cartItemIds], currencyId: body.currencyId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** "Pay" on saved links: their order (see {@link orderSavedLinks}), paid on the order page. */
export function orderLinksMutation(api: ProductApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['cart', 'order-links'],
    mutationFn: (body: { linkIds: readonly number[]; currencyId?: number; returnUrl: string }) =>
      orderSavedLinks(api, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
