import type { ApiClient } from '@storefront/api-client';
import type {
  CartAddRequest,
  CheckIdRequest,
  LinkQuoteRequest,
  Order,
  OrderCreateRequest,
} from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { OrderFilter } from '../../checkout/filters';
import { orderLoadProblem } from '../../checkout/order-access';
import { isSettling, ORDER_POLL_MS } from '../../checkout/order-status';
import type { CatalogScope } from './catalog';

/** The SDK resources the product page, the cart and the order page use. */
export type ProductApi = Pick<ApiClient, 'shopGame' | 'shopCart' | 'orderDeal' | 'legacy' | 'user'>;

/**
 * Whose cart it is: part of the cart keys, so logging in or out (the API then answers another
 * cart) never shows the previous visitor's cached cart.
 */
export interface CartOwner {
  guestId: string | null;
  isLogin: boolean;
}

const ownerKey = ({ guestId, isLogin }: CartOwner) => (isLogin ? 'user' : (guestId ?? 'nobody'));

/** Stable keys; `productKeys.all` / `cartKeys.all` / `orderKeys.all` reach every query of a kind. */
export const productKeys = {
  all: ['product'] as const,
  /** The logged-in user's last player of a game (`User/Player`). */
  player: (gameName: string) => ['product', 'player', gameName] as const,
  gameDetail: ({ locale, currencyId }: CatalogScope, name: string) =>
    ['product', 'game', locale, currencyId ?? null, name] as const,
  linkQuote: ({ locale, currencyId }: CatalogScope, gameName: string, url: string) =>
    ['product', 'link-quote', locale, currencyId ?? null, gameName, url.trim()] as const,
};

export const cartKeys = {
  all: ['cart'] as const,
  count: (owner: CartOwner) => ['cart', 'count', ownerKey(owner)] as const,
  list: ({ locale, currencyId }: CatalogScope, owner: CartOwner) =>
    ['cart', 'list', locale, currencyId ?? null, ownerKey(owner)] as const,
  links: ({ locale, currencyId }: CatalogScope, owner: CartOwner) =>
    ['cart', 'links', locale, currencyId ?? null, ownerKey(owner)] as const,
};

export const orderKeys = {
  all: ['order'] as const,
  /** Every locale's copy of one order. */
  details: (orderNo: string) => ['order', 'detail', orderNo] as const,
  detail: (locale: Locale, orderNo: string) => ['order', 'detail', orderNo, locale] as const,
  prices: (orderNo: string) => ['order', 'prices', orderNo] as const,
  lists: ['order', 'list'] as const,
  list: (locale: Locale, filter: OrderFilter, page: number) =>
    ['order', 'list', 'page', locale, filter, page] as const,
  pages: (locale: Locale, filter: OrderFilter) =>
    ['order', 'list', 'pages', locale, filter] as const,
};

/** One game with its account fields and packs priced in the scope's currency (`ShopGame/Detail`). */
export function gameDetailQuery(
  api: Pick<ProductApi, 'shopGame'>,
  scope: CatalogScope,
  name: string,
) {
  return queryOptions({
    queryKey: productKeys.gameDetail(scope, name),
    queryFn: ({ signal }) =>
      api.shopGame.detail({ name, currencyId: scope.currencyId }, { signal }),
  });
}

/**
 * The player account the logged-in user last ordered for the game (non-secret fields), or null.
 * Quiet: a product page without it is only less filled in.
 */
export function rememberedPlayerQuery(api: Pick<ProductApi, 'user'>, gameName: string) {
  return queryOptions({
    queryKey: productKeys.player(gameName),
    queryFn: ({ signal }) => api.user.player({ gameName }, { signal, report: false }),
    retry: false,
  });
}

/**
 * The price of a top-up link in the scope's currency (`link/orderDiscountPrice`), with the IDR
 * discount when it applies. A query, not a mutation, so a currency switch re-quotes it; a refused
 * link is the customer's to fix, so it is not retried, and the page shows why by the link (not in
 * the app's error toast as well: `report: false`).
 */
export function linkQuoteQuery(
  api: ProductApi,
  scope: CatalogScope,
  gameName: string,
  url: string,
) {
  return queryOptions({
    queryKey: productKeys.linkQuote(scope, gameName, url),
    queryFn: ({ signal }) =>
      api.legacy.link.orderDiscountPrice(
        { gameName, url: url.trim(), currencyId: scope.currencyId },
        { signal, report: false },
      ),
    retry: false,
  });
}

/** The number of items for the header badge (`ShopCart/Num`). */
export function cartCountQuery(api: ProductApi, owner: CartOwner) {
  return queryOptions({
    queryKey: cartKeys.count(owner),
    queryFn: ({ signal }) => api.shopCart.num({ signal }),
  });
}

/** The cart's items and total in the scope's currency (`ShopCart/List`). */
export function cartListQuery(api: ProductApi, scope: CatalogScope, owner: CartOwner) {
  return queryOptions({
    queryKey: cartKeys.list(scope, owner),
    queryFn: ({ signal }) => api.shopCart.list({ currencyId: scope.currencyId }, { signal }),
  });
}

/** The saved top-up links (what "add to cart" keeps for a Links game), quoted (`link/list`). */
export function savedLinksQuery(api: ProductApi, scope: CatalogScope, owner: CartOwner) {
  return queryOptions({
    queryKey: cartKeys.links(scope, owner),
    queryFn: ({ signal }) => api.legacy.link.list({ currencyId: scope.currencyId }, { signal }),
  });
}

/**
 * One order with its items, vouchers, total, status, timeline and payment deadline
 * (`OrderDeal/Detail`). While it is paid but not yet delivered it is read again every
 * {@link ORDER_POLL_MS}, so the page follows it live until it completes or fails. Quiet
 * (`report: false`): the page says why it shows no order (`orderLoadProblem`), never a toast.
 */
export function orderDetailQuery(api: ProductApi, locale: Locale, orderNo: string) {
  return queryOptions({
    queryKey: orderKeys.detail(locale, orderNo),
    queryFn: ({ signal }) => api.orderDeal.detail({ orderNo }, { signal, report: false }),
    // A refusal is the answer: asking again only delays saying so.
    retry: (failures, error) => failures < 1 && orderLoadProblem(error) === 'failed',
    refetchInterval: (query) => (isSettling(query.state.data?.status) ? ORDER_POLL_MS : false),
  });
}

/**
 * "Check": the nickname of a game account (`order/checkid`); a 422 names the refused field. Quiet
 * (`report: false`): the page shows the answer beside the field or the button, not in a toast too.
 */
export function checkIdMutation(api: ProductApi) {
  return mutationOptions({
    mutationKey: ['product', 'check-id'],
    mutationFn: (body: CheckIdRequest) => api.legacy.order.checkid(body, { report: false }),
  });
}

/** "Add to cart" for a pack (`ShopCart/Add`); the badge and the cart refetch after it. */
export function addToCartMutation(api: ProductApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['product', 'add-to-cart'],
    mutationFn: (body: CartAddRequest) => api.shopCart.add(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** "Add to cart" for a Links game: saves the link with its quote (`link/add`) for the cart. */
export function saveLinkMutation(api: ProductApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['product', 'save-link'],
    mutationFn: (body: LinkQuoteRequest) => api.legacy.link.add(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** "Buy now" for packs: an unpaid order of these lines (`OrderDeal/Add` with `items`). */
export function buyNowMutation(api: ProductApi) {
  return mutationOptions({
    mutationKey: ['product', 'buy-now'],
    mutationFn: (
      body: Required<Pick<OrderCreateRequest, 'items'>> &
        Pick<OrderCreateRequest, 'currencyId' | 'channel'>,
    ) => api.orderDeal.add(body),
  });
}

/**
 * An order of saved top-up links. `link/payOrder` creates it and opens its provider payment together;
 * the order page then takes the customer's choice of balance or provider.
 */
export async function orderSavedLinks(
  api: ProductApi,
  body: { linkIds: readonly number[]; currencyId?: number; returnUrl: string },
): Promise<Order> {
  const { order } = await api.legacy.link.payOrder({
    linkIds: [...body.linkIds],
    method: 'provider',
    currencyId: body.currencyId,
    returnUrl: body.returnUrl,
  });
  return order;
}

export interface BuyLinkRequest extends LinkQuoteRequest {
  /** Where the payment provider sends the customer back (a path of this store). */
  returnUrl: string;
}

/**
 * "Buy now" for a Links game. Orders of links exist only through `link/payOrder`, which creates the
 * order and starts its payment together, so the link is saved (`link/add`) and then ordered with
 * the payment provider (the customer confirms the payment on the order page); resolves to the order.
 */
export function buyLinkNowMutation(api: ProductApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['product', 'buy-link-now'],
    mutationFn: async ({ returnUrl, ...link }: BuyLinkRequest): Promise<Order> => {
      const saved = await api.legacy.link.add(link);
      return orderSavedLinks(api, { linkIds: [saved.id], currencyId: link.currencyId, returnUrl });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
