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
export const createLegacy = (call: EndpointCaller) => ({
  game: {
    /** @example const { list } = await client.legacy.game.list({ type: 'Links' }); */
    list: (body: GameListRequest = {}, options?: RequestOptions) =>
      call<Page<GameSummary>>(game.list, body, options),
    /** @example const game = await client.legacy.game.detail({ name: 'genshin-impact' }); */
    detail: (body: GameDetailRequest, options?: RequestOptions) =>
      call<GameDetail>(game.detail, body, options),
    /** @example const packs = await client.legacy.game.packs({ name: 'genshin-impact', currencyId: 3 }); */
    packs: (body: PacksRequest, options?: RequestOptions) =>
      call<Pack[]>(game.packs, body, options),
    /** The account fields a game needs. @example const { fields } = await client.legacy.game.accountInfo({ name: 'free-fire' }); */
    accountInfo: (body: AccountInfoRequest, options?: RequestOptions) =>
      call<AccountInfoResponse>(game.accountInfo, body, options),
    /** @example const titles = await client.legacy.game.titleList({ type: 'Games' }); */
    titleList: (body: TitleListRequest = {}, options?: RequestOptions) =>
      call<TitleListResponse>(game.titleList, body, options),
    /**
     * Checks stock before an order is created.
     * @example const { ok, items } = await client.legacy.game.gameStockValidate({ items: [{ packId: 12, quantity: 3 }] });
     */
    gameStockValidate: (body: StockValidateRequest, options?: RequestOptions) =>
      call<StockValidateResponse>(game.gameStockValidate, body, options),
  },
  user: {
    /** @example const { userDetail } = await client.legacy.user.login({ email, password }); */
    login: (body: LoginRequest, options?: RequestOptions) =>
      call<LoginResponse>(user.login, body, options),
    /** @example const me = await client.legacy.user.current(); */
    current: (options?: RequestOptions) => call<UserInfo>(user.current, {}, options),
    /**
     * An order's price in every currency after discounts, against the user's balances.
     * @example const { prices } = await client.legacy.user.orderCurrencysDiscountPrice({ orderNo });
     */
    orderCurrencysDiscountPrice: (body: OrderRef, options?: RequestOptions) =>
      call<OrderCurrencyPricesResponse>(user.orderCurrencysDiscountPrice, body, options),
    /** @example const { list } = await client.legacy.user.accountDetailList({ currencyId: 1 }); */
    accountDetailList: (body: BalanceLogRequest = {}, options?: RequestOptions) =>
      call<Page<BalanceLogEntry>>(user.accountDetailList, body, options),
    /**
     * Balance history as a CSV file (GET): the response itself, with `filename` parsed out.
     * `data` is a Blob in browsers and an ArrayBuffer in Node.
     * @example
     * const file = await client.legacy.user.accountDetailFile({ currencyId: 1, from: '2026-11-01' });
     * console.log(file.filename, file.headers['content-type']);
     */
    accountDetailFile: (params: AccountDetailFileParams = {}, options?: RequestOptions) =>
      call<ApiDownload>(user.accountDetailFile, params, options),
  },
  pageSettings: {
    /** @example const slides = await client.legacy.pageSettings.homeCarouselList(); */
    homeCarouselList: (options?: RequestOptions) =>
      call<CarouselSlide[]>(pageSettings.homeCarouselList, undefined, options),
  },
  shopcart: {
    /** @example const { items } = await client.legacy.shopcart.list(); */
    list: (body: CartListRequest = {}, options?: RequestOptions) =>
      call<CartListResponse>(shopcart.list, body, options),
    /** @example await client.legacy.shopcart.add({ packId: 12, account: { userId: '12345678' } }); */
    add: (body: CartAddRequest, options?: RequestOptions) =>
      call<CartAddResponse>(shopcart.add, body, options),
    /** @example await client.legacy.shopcart.delete({ ids: [3] }); */
    delete: (body: CartDeleteRequest, options?: RequestOptions) =>
      call<CartCountResponse>(shopcart.delete, body, options),
    /**
     * Creates an order from the selected cart items and pays it (time-out 90 s).
     * @example const { order, payment } = await client.legacy.shopcart.orderspay({ cartItemIds: [3, 4], method: 'provider' });
     */
    orderspay: (body: CartPayRequest, options?: RequestOptions) =>
      call<PaymentResult>(shopcart.orderspay, body, options),
  },
  currency: {
    /** @example const currencies = await client.legacy.currency.list(); */
    list: (options?: RequestOptions) => call<Currency[]>(currency.list, {}, options),
  },
  link: {
    /** Saved top-up links; sends the query `stamp`. @example const links = await client.legacy.link.list(); */
    list: (body: LinkListRequest = {}, options?: RequestOptions) =>
      call<LinkItem[]>(link.list, body, options),
    /**
     * Saves a top-up link with its quote; sends the query `stamp`.
     * @example await client.legacy.link.add({ gameName: 'roblox', url: 'https://pay.example.com/roblox/checkout/RBX7F3K92?amount=4.99' });
     */
    add: (body: LinkQuoteRequest, options?: RequestOptions) =>
      call<LinkItem>(link.add, body, options),
    /** @example await client.legacy.link.delete({ ids: [5] }); */
    delete: (body: LinkDeleteRequest, options?: RequestOptions) =>
      call<null>(link.delete, body, options),
    /** Orders and pays saved links (time-out 90 s). @example await client.legacy.link.payOrder({ linkIds: [5], method: 'balance' }); */
    payOrder: (body: LinkPayRequest, options?: RequestOptions) =>
      call<PaymentResult>(link.payOrder, body, options),
    /** Quotes a link. @example const quote = await client.legacy.link.orderDiscountPrice({ gameName, url, currencyId: 2 }); */
    orderDiscountPrice: (body: LinkQuoteRequest, options?: RequestOptions) =>
      call<LinkQuote>(link.orderDiscountPrice, body, options),
    /** The discount for paying in IDR. @example const { rateBps } = await client.legacy.link.idrDiscount({ amount: 150000 }); */
    idrDiscount: (body: IdrDiscountRequest, options?: RequestOptions) =>
      call<IdrDiscountResponse>(link.idrDiscount, body, options),
  },
  order: {
    /** @example const { list } = await client.legacy.order.list({ status: 'unpaid' }); */
    list: (body: OrderListRequest = {}, options?: RequestOptions) =>
      call<Page<OrderSummary>>(order.list, body, options),
    /** Time-out 30 s. @example const order = await client.legacy.order.create({ cartItemIds: [3] }); */
    create: (body: OrderCreateRequest, options?: RequestOptions) =>
      call<Order>(order.create, body, options),
    /** Time-out 90 s. @example await client.legacy.order.pay({ orderNo, method: 'provider' }); */
    pay: (body: OrderPayRequest, options?: RequestOptions) =>
      call<PaymentResult>(order.pay, body, options),
    /** Time-out 20 s. @example const order = await client.legacy.order.detail({ orderNo }); */
    detail: (body: OrderRef, options?: RequestOptions) => call<Order>(order.detail, body, options),
    /**
     * Checks a game account id and returns its nickname (time-out 20 s).
     * @example const { nickname } = await client.legacy.order.checkid({ gameName: 'mobile-legends', account: { userId: '12345678', zoneId: '1234' } });
     */
    checkid: (body: CheckIdRequest, options?: RequestOptions) =>
      call<CheckIdResponse>(order.checkid, body, options),
  },
});
