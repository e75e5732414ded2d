import type {
  ChannelsRequest,
  ChannelsResponse,
  Order,
  OrderCreateRequest,
  OrderListRequest,
  OrderPayRequest,
  OrderPromoRequest,
  OrderRef,
  OrderSummary,
  OrderTrackRequest,
  Page,
  PaymentResult,
} from '../contract';
import type { EndpointCaller, RequestOptions } from '../http/request';
import { routes } from '../routes';

export const createOrderDeal = (call: EndpointCaller) => ({
  /**
   * Creates an unpaid order from cart items or as "buy now" (time-out 30 s).
   * @example const order = await client.orderDeal.add({ items: [{ packId: 12, quantity: 1, account: { userId: '12345678' } }] });
   */
  add: (body: OrderCreateRequest, options?: RequestOptions): Promise<Order> =>
    call(routes.orderDeal.add, body, options),

  /**
   * Pays an order (time-out 90 s). Send an `Idempotency-Key` header to make retries safe.
   * @example
   * const { payment } = await client.orderDeal.pay(
   *   { orderNo: order.orderNo, method: 'balance' },
   *   { headers: { 'Idempotency-Key': crypto.randomUUID() } },
   * );
   */
  pay: (body: OrderPayRequest, options?: RequestOptions): Promise<PaymentResult> =>
    call(routes.orderDeal.pay, body, options),

  /**
   * Orders, newest first, paged, by status and date range.
   * @example const { list } = await client.orderDeal.pageList({ status: 'completed', page: 1 });
   */
  pageList: (body: OrderListRequest = {}, options?: RequestOptions): Promise<Page<OrderSummary>> =>
    call(routes.orderDeal.pageList, body, options),

  /**
   * One order with items, vouchers and timeline (time-out 20 s).
   * @example const order = await client.orderDeal.detail({ orderNo: 'SF20261121-7KQ2M9' });
   */
  detail: (body: OrderRef, options?: RequestOptions): Promise<Order> =>
    call(routes.orderDeal.detail, body, options),

  /**
   * Cancels an unpaid order and releases its stock.
   * @example await client.orderDeal.cancel({ orderNo: 'SF20261121-7KQ2M9' });
   */
  cancel: (body: OrderRef, options?: RequestOptions): Promise<Order> =>
    call(routes.orderDeal.cancel, body, options),

  /**
   * Finds any order by its number and the email given at checkout, without a login. A wrong number
   * and a wrong email get the same 404; too many misses from one address get a 429.
   * @example const order = await client.orderDeal.track({ orderNo: 'SF20261121-7KQ2M9', contactEmail: 'buyer@example.com' });
   */
  track: (body: OrderTrackRequest, options?: RequestOptions): Promise<Order> =>
    call(routes.orderDeal.track, body, options),

  /**
   * Applies a promo code to an unpaid order and answers it re-priced (`order.promo`); `code: null`
   * removes it. A code that does not apply is a 422 or 409 with `data.field` `promoCode`; the
   * payment checks its limits again.
   * @example const order = await client.orderDeal.applyPromo({ orderNo: 'SF20261121-7KQ2M9', code: 'WELCOME10' });
   */
  applyPromo: (body: OrderPromoRequest, options?: RequestOptions): Promise<Order> =>
    call(routes.orderDeal.applyPromo, body, options),

  /**
   * The payment channels for a pack (product page) or an order (order page), each with its fee,
   * final price, limits and why it cannot take the amount, if so. Guests never get the balance.
   * @example const { channels } = await client.orderDeal.channels({ packId: 12, quantity: 1, currencyId: 2 });
   */
  channels: (body: ChannelsRequest, options?: RequestOptions): Promise<ChannelsResponse> =>
    call(routes.orderDeal.channels, body, options),
});
