import type {
  CartAddRequest,
  CartAddResponse,
  CartCountResponse,
  CartDeleteRequest,
  CartListRequest,
  CartListResponse,
  CartUpdateRequest,
} from '../contract';
import type { EndpointCaller, RequestOptions } from '../http/request';
import { routes } from '../routes';

export const createShopCart = (call: EndpointCaller) => ({
  /**
   * The cart of the current guest or user, re-priced in the chosen currency.
   * @example const { items, total } = await client.shopCart.list({ currencyId: 2 });
   */
  list: (body: CartListRequest = {}, options?: RequestOptions): Promise<CartListResponse> =>
    call(routes.shopCart.list, body, options),

  /**
   * Adds a pack with the account info its game needs.
   * @example await client.shopCart.add({ packId: 12, quantity: 1, account: { userId: '12345678', zoneId: '1234' } });
   */
  add: (body: CartAddRequest, options?: RequestOptions): Promise<CartAddResponse> =>
    call(routes.shopCart.add, body, options),

  /**
   * Sets the quantity of one cart item (1 to 99, within the pack's stock).
   * @example const { item } = await client.shopCart.update({ id: 3, quantity: 2 });
   */
  update: (body: CartUpdateRequest, options?: RequestOptions): Promise<CartAddResponse> =>
    call(routes.shopCart.update, body, options),

  /**
   * Removes cart items; resolves to the new item count.
   * @example const { count } = await client.shopCart.del({ ids: [3, 4] });
   */
  del: (body: CartDeleteRequest, options?: RequestOptions): Promise<CartCountResponse> =>
    call(routes.shopCart.del, body, options),

  /**
   * The number of items, for the cart badge.
   * @example const { count } = await client.shopCart.num();
   */
  num: (options?: RequestOptions): Promise<CartCountResponse> =>
    call(routes.shopCart.num, {}, options),
});
