import type {
  CartAddRequest,
  CartAddResponse,
  CartCountResponse,
  CartDeleteRequest,
  RazerPriceRequest,
  RazerPriceResponse,
  RazerRate,
} from '../contract';
import type { EndpointCaller, RequestOptions } from '../http/request';
import { routes } from '../routes';

export const createShopRazer = (call: EndpointCaller) => ({
  /**
   * Quotes a pack in Razer Gold.
   * @example const { total } = await client.shopRazer.checkPrice({ packId: 12, quantity: 2 });
   */
  checkPrice: (body: RazerPriceRequest, options?: RequestOptions): Promise<RazerPriceResponse> =>
    call(routes.shopRazer.checkPrice, body, options),

  /**
   * Adds a pack paid in Razer Gold to the cart.
   * @example await client.shopRazer.addCart({ packId: 12, account: { userId: '12345678' } });
   */
  addCart: (body: CartAddRequest, options?: RequestOptions): Promise<CartAddResponse> =>
    call(routes.shopRazer.addCart, body, options),

  /**
   * Removes Razer Gold items from the cart.
   * @example await client.shopRazer.del({ ids: [7] });
   */
  del: (body: CartDeleteRequest, options?: RequestOptions): Promise<CartCountResponse> =>
    call(routes.shopRazer.del, body, options),

  /**
   * Razer Gold per USD.
   * @example const { rate } = await client.shopRazer.getRate();
   */
  getRate: (options?: RequestOptions): Promise<RazerRate> =>
    call(routes.shopRazer.getRate, {}, options),
});
