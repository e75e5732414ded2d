import type {
  AccountDetailFileParams,
  AccountInfoRequest,
  AccountInfoResponse,
  BalanceLogEntry,
  BalanceLogRequest,
  CarouselSlide,
  CartAddRequest,
  CartAddResponse,
  CartCountResponse,
  CartDeleteRequest,
  CartListRequest,
  CartListResponse,
  CartPayRequest,
  CheckIdRequest,
  CheckIdResponse,
  Currency,
  GameDetail,
  GameDetailRequest,
  GameListRequest,
  GameSummary,
  IdrDiscountRequest,
  IdrDiscountResponse,
  LinkDeleteRequest,
  LinkItem,
  LinkListRequest,
  LinkPayRequest,
  LinkQuote,
  LinkQuoteRequest,
  LoginRequest,
  LoginResponse,
  Order,
  OrderCreateRequest,
  OrderCurrencyPricesResponse,
  OrderListRequest,
  OrderPayRequest,
  OrderRef,
  OrderSummary,
  Pack,
  PacksRequest,
  Page,
  PaymentResult,
  StockValidateRequest,
  StockValidateResponse,
  TitleListRequest,
  TitleListResponse,
  UserInfo,
} from '../contract';
import type { ApiDownload } from '../http/download';
import type { EndpointCaller, RequestOptions } from '../http/request';
import { routes } from '../routes';

const { game, user, pageSettings, shopcart, currency, link, order } = routes.legacy;

/** The legacy endpoint group (`/api/game/*`, `/api/user/*`, ...), kept for existing callers. */
// One object literal on purpose: every method a documented one-liner, grouped as the routes are.
export const createLegacy = (call: EndpointCaller) => ({
  game: {
    /** Games by type, category and keyword, paged. @example const { list } = await client.legacy.game.list({ type: 'Links' }); */
    list: (body: GameListRequest = {}, options?: RequestOptions): Promise<Page<GameSummary>> =>
      call(game.list, body, options),
    /** One game with its account fields and packs. @example const game = await client.legacy.game.detail({ name: 'genshin-impact' }); */
    detail: (body: GameDetailRequest, options?: RequestOptions): Promise<GameDetail> =>
      call(game.detail, body, options),
    /** A game's packs, priced in the chosen currency. @example const packs = await client.legacy.game.packs({ name: 'genshin-impact', currencyId: 3 }); */
    packs: (body: PacksRequest, options?: RequestOptions): Promise<Pack[]> =>
      call(game.packs, body, options),
    /** The account fields a game needs. @example const { fields } = await client.legacy.game.accountInfo({ name: 'free-fire' }); */
    accountInfo: (
      body: AccountInfoRequest,
      options?: RequestOptions,
    ): Promise<AccountInfoResponse> => call(game.accountInfo, body, options),
    /** Game titles of a type, for menus. @example const titles = await client.legacy.game.titleList({ type: 'Games' }); */
    titleList: (
      body: TitleListRequest = {},
      options?: RequestOptions,
    ): Promise<TitleListResponse> => call(game.titleList, body, options),
    /**
     * Checks stock before an order is created.
     * @example const { ok, items } = await client.legacy.game.gameStockValidate({ items: [{ packId: 12, quantity: 3 }] });
     */
    gameStockValidate: (
      body: StockValidateRequest,
      options?: RequestOptions,
    ): Promise<StockValidateResponse> => call(game.gameStockValidate, body, options),
  },
  user: {
    /** Logs in, like `user.login`. @example const { userDetail } = await client.legacy.user.login({ email, password }); */
    login: (body: LoginRequest, options?: RequestOptions): Promise<LoginResponse> =>
      call(user.login, body, options),
    /** The logged-in user. @example const me = await client.legacy.user.current(); */
    current: (options?: RequestOptions): Promise<UserInfo> => call(user.current, {}, options),
    /**
     * An order's price in every currency after discounts, against the user's balances.
     * @example const { prices } = await client.legacy.user.orderCurrencysDiscountPrice({ orderNo });
     */
    orderCurrencysDiscountPrice: (
      body: OrderRef,
      options?: RequestOptions,
    ): Promise<OrderCurrencyPricesResponse> =>
      call(user.orderCurrencysDiscountPrice, body, options),
    /** Balance history, paged, like `user.balanceLog`. @example const { list } = await client.legacy.user.accountDetailList({ currencyId: 1 }); */
    accountDetailList: (
      body: BalanceLogRequest = {},
      options?: RequestOptions,
    ): Promise<Page<BalanceLogEntry>> => call(user.accountDetailList, body, options),
    /**
     * Balance history as a CSV file (GET): the response itself, with `filename` parsed out.
     * `data` is a Blob in browsers and an ArrayBuffer in Node.
     * @example
     * const file = await client.legacy.user.accountDetailFile({ currencyId: 1, from: '2026-11-01' });
     * console.log(file.filename, file.headers['content-type']);
     */
    accountDetailFile: (
      params: AccountDetailFileParams = {},
      options?: RequestOptions,
    ): Promise<ApiDownload> => call(user.accountDetailFile, params, options),
  },
  pageSettings: {
    /** The home carousel's slides (GET). @example const slides = await client.legacy.pageSettings.homeCarouselList(); */
    homeCarouselList: (options?: RequestOptions): Promise<CarouselSlide[]> =>
      call(pageSettings.homeCarouselList, undefined, options),
  },
  shopcart: {
    /** The cart, like `shopCart.list`. @example const { items } = await client.legacy.shopcart.list(); */
    list: (body: CartListRequest = {}, options?: RequestOptions): Promise<CartListResponse> =>
      call(shopcart.list, body, options),
    /** Adds a pack to the cart, like `shopCart.add`. @example await client.legacy.shopcart.add({ packId: 12, account: { userId: '12345678' } }); */
    add: (body: CartAddRequest, options?: RequestOptions): Promise<CartAddResponse> =>
      call(shopcart.add, body, options),
    /** Removes cart items; resolves to the new count. @example await client.legacy.shopcart.delete({ ids: [3] }); */
    delete: (body: CartDeleteRequest, options?: RequestOptions): Promise<CartCountResponse> =>
      call(shopcart.delete, body, options),
    /**
     * Creates an order from the selected cart items and pays it (time-out 90 s).
     * @example const { order, payment } = await client.legacy.shopcart.orderspay({ cartItemIds: [3, 4], method: 'provider' });
     */
    orderspay: (body: CartPayRequest, options?: RequestOptions): Promise<PaymentResult> =>
      call(shopcart.orderspay, body, options),
  },
  currency: {
    /** Every currency with its rate. @example const currencies = await client.legacy.currency.list(); */
    list: (options?: RequestOptions): Promise<Currency[]> => call(currency.list, {}, options),
  },
  link: {
    /** Saved top-up links; sends the query `stamp`. @example const links = await client.legacy.link.list(); */
    list: (body: LinkListRequest = {}, options?: RequestOptions): Promise<LinkItem[]> =>
      call(link.list, body, options),
    /**
     * Saves a top-up link with its quote; sends the query `stamp`.
     * @example await client.legacy.link.add({ gameName: 'roblox', url: 'https://pay.example.com/roblox/checkout/RBX7F3K92?amount=4.99' });
     */
    add: (body: LinkQuoteRequest, options?: RequestOptions): Promise<LinkItem> =>
      call(link.add, body, options),
    /** Deletes saved links. @example await client.legacy.link.delete({ ids: [5] }); */
    delete: (body: LinkDeleteRequest, options?: RequestOptions): Promise<null> =>
      call(link.delete, body, options),
    /** Orders and pays saved links (time-out 90 s). @example await client.legacy.link.payOrder({ linkIds: [5], method: 'balance' }); */
    payOrder: (body: LinkPayRequest, options?: RequestOptions): Promise<PaymentResult> =>
      call(link.payOrder, body, options),
    /** Quotes a link. @example const quote = await client.legacy.link.orderDiscountPrice({ gameName, url, currencyId: 2 }); */
    orderDiscountPrice: (body: LinkQuoteRequest, options?: RequestOptions): Promise<LinkQuote> =>
      call(link.orderDiscountPrice, body, options),
    /** The discount for paying in IDR. @example const { rateBps } = await client.legacy.link.idrDiscount({ amount: 150000 }); */
    idrDiscount: (
      body: IdrDiscountRequest,
      options?: RequestOptions,
    ): Promise<IdrDiscountResponse> => call(link.idrDiscount, body, options),
  },
  order: {
    /** Orders, paged, like `orderDeal.pageList`. @example const { list } = await client.legacy.order.list({ status: 'unpaid' }); */
    list: (body: OrderListRequest = {}, options?: RequestOptions): Promise<Page<OrderSummary>> =>
      call(order.list, body, options),
    /** Creates an unpaid order (time-out 30 s). @example const order = await client.legacy.order.create({ cartItemIds: [3] }); */
    create: (body: OrderCreateRequest, options?: RequestOptions): Promise<Order> =>
      call(order.create, body, options),
    /** Pays an order (time-out 90 s). @example await client.legacy.order.pay({ orderNo, method: 'provider' }); */
    pay: (body: OrderPayRequest, options?: RequestOptions): Promise<PaymentResult> =>
      call(order.pay, body, options),
    /** One order (time-out 20 s). @example const order = await client.legacy.order.detail({ orderNo }); */
    detail: (body: OrderRef, options?: RequestOptions): Promise<Order> =>
      call(order.detail, body, options),
    /**
     * Checks a game account id and returns its nickname (time-out 20 s).
     * @example const { nickname } = await client.legacy.order.checkid({ gameName: 'mobile-legends', account: { userId: '12345678', zoneId: '1234' } });
     */
    checkid: (body: CheckIdRequest, options?: RequestOptions): Promise<CheckIdResponse> =>
      call(order.checkid, body, options),
  },
});
