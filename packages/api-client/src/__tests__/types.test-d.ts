import { describe, expectTypeOf, it } from 'vitest';
import type * as Contract from '../contract';
import type {
  AccountInfoResponse,
  ApiClient,
  ApiDownload,
  BalanceLogEntry,
  CarouselSlide,
  CartAddResponse,
  CartCountResponse,
  CartListResponse,
  CheckIdResponse,
  ContentPage,
  Currency,
  DepositResponse,
  GameDetail,
  GameSummary,
  HomeFrame,
  HomeSummary,
  HomeSummaryNew,
  IdrDiscountResponse,
  InitDataResponse,
  LinkItem,
  LinkQuote,
  LoginResponse,
  Money,
  Order,
  OrderCreateRequest,
  OrderCurrencyPricesResponse,
  OrderSummary,
  Pack,
  Page,
  PaymentResult,
  PromotionDetail,
  PromotionSummary,
  RazerPriceResponse,
  RazerRate,
  SignupPending,
  SimpleGame,
  StockValidateResponse,
  TitleListResponse,
  UserInfo,
  UserSummary,
} from '../index';

// What every method resolves to, by name: a change here is a change of the SDK's public types.
type Resolves<Method> = Method extends (...args: never[]) => Promise<infer Data> ? Data : never;
declare const client: ApiClient;

describe('named types from the main entry', () => {
  it('are the contract types themselves', () => {
    expectTypeOf<Order>().toEqualTypeOf<Contract.Order>();
    expectTypeOf<Money>().toEqualTypeOf<Contract.Money>();
    expectTypeOf<Page<OrderSummary>>().toEqualTypeOf<Contract.Page<Contract.OrderSummary>>();
    expectTypeOf<OrderCreateRequest>().toEqualTypeOf<Contract.OrderCreateRequest>();
  });

  it('pin the shapes integrators rely on', () => {
    expectTypeOf<Money>().toEqualTypeOf<{
      amount: number;
      currencyId: number;
      currencyCode: string;
      decimals: number;
    }>();
    expectTypeOf<Order['orderNo']>().toEqualTypeOf<string>();
    expectTypeOf<Order['total']>().toEqualTypeOf<Money>();
    expectTypeOf<Page<Order>>().toEqualTypeOf<{
      list: Order[];
      total: number;
      page: number;
      pageSize: number;
    }>();
  });
});

describe('every method resolves to its named type', () => {
  it('shopHome, shopGame, user, shopCart', () => {
    expectTypeOf<Resolves<ApiClient['shopHome']['summary']>>().toEqualTypeOf<HomeSummary>();
    expectTypeOf<Resolves<ApiClient['shopHome']['summaryNew']>>().toEqualTypeOf<HomeSummaryNew>();
    expectTypeOf<Resolves<ApiClient['shopHome']['initData']>>().toEqualTypeOf<InitDataResponse>();
    expectTypeOf<Resolves<ApiClient['shopHome']['frame']>>().toEqualTypeOf<HomeFrame>();
    expectTypeOf<Resolves<ApiClient['shopGame']['list']>>().toEqualTypeOf<Page<GameSummary>>();
    expectTypeOf<Resolves<ApiClient['shopGame']['simpleList']>>().toEqualTypeOf<SimpleGame[]>();
    expectTypeOf<Resolves<ApiClient['shopGame']['simplePageList']>>().toEqualTypeOf<
      Page<SimpleGame>
    >();
    expectTypeOf<Resolves<ApiClient['shopGame']['detail']>>().toEqualTypeOf<GameDetail>();
    expectTypeOf<Resolves<ApiClient['user']['login']>>().toEqualTypeOf<LoginResponse>();
    expectTypeOf<Resolves<ApiClient['user']['register']>>().toEqualTypeOf<SignupPending>();
    expectTypeOf<Resolves<ApiClient['user']['verifySignup']>>().toEqualTypeOf<LoginResponse>();
    expectTypeOf<Resolves<ApiClient['user']['resendSignupCode']>>().toEqualTypeOf<SignupPending>();
    expectTypeOf<Resolves<ApiClient['user']['forgotPassword']>>().toEqualTypeOf<null>();
    expectTypeOf<Resolves<ApiClient['user']['resetPassword']>>().toEqualTypeOf<null>();
    expectTypeOf<Resolves<ApiClient['user']['changePassword']>>().toEqualTypeOf<null>();
    expectTypeOf<Resolves<ApiClient['user']['logout']>>().toEqualTypeOf<null>();
    expectTypeOf<Resolves<ApiClient['user']['summary']>>().toEqualTypeOf<UserSummary>();
    expectTypeOf<Resolves<ApiClient['user']['balanceLog']>>().toEqualTypeOf<
      Page<BalanceLogEntry>
    >();
    expectTypeOf<Resolves<ApiClient['user']['deposit']>>().toEqualTypeOf<DepositResponse>();
    expectTypeOf<Resolves<ApiClient['shopCart']['list']>>().toEqualTypeOf<CartListResponse>();
    expectTypeOf<Resolves<ApiClient['shopCart']['add']>>().toEqualTypeOf<CartAddResponse>();
    expectTypeOf<Resolves<ApiClient['shopCart']['update']>>().toEqualTypeOf<CartAddResponse>();
    expectTypeOf<Resolves<ApiClient['shopCart']['del']>>().toEqualTypeOf<CartCountResponse>();
    expectTypeOf<Resolves<ApiClient['shopCart']['num']>>().toEqualTypeOf<CartCountResponse>();
  });

  it('orderDeal, shopRazer, promotion, content, idCheck', () => {
    expectTypeOf<Resolves<ApiClient['orderDeal']['add']>>().toEqualTypeOf<Order>();
    expectTypeOf<Resolves<ApiClient['orderDeal']['pay']>>().toEqualTypeOf<PaymentResult>();
    expectTypeOf<Resolves<ApiClient['orderDeal']['pageList']>>().toEqualTypeOf<
      Page<OrderSummary>
    >();
    expectTypeOf<Resolves<ApiClient['orderDeal']['detail']>>().toEqualTypeOf<Order>();
    expectTypeOf<Resolves<ApiClient['orderDeal']['cancel']>>().toEqualTypeOf<Order>();
    expectTypeOf<
      Resolves<ApiClient['shopRazer']['checkPrice']>
    >().toEqualTypeOf<RazerPriceResponse>();
    expectTypeOf<Resolves<ApiClient['shopRazer']['addCart']>>().toEqualTypeOf<CartAddResponse>();
    expectTypeOf<Resolves<ApiClient['shopRazer']['del']>>().toEqualTypeOf<CartCountResponse>();
    expectTypeOf<Resolves<ApiClient['shopRazer']['getRate']>>().toEqualTypeOf<RazerRate>();
    expectTypeOf<Resolves<ApiClient['promotion']['list']>>().toEqualTypeOf<
      Page<PromotionSummary>
    >();
    expectTypeOf<Resolves<ApiClient['promotion']['detail']>>().toEqualTypeOf<PromotionDetail>();
    expectTypeOf<Resolves<ApiClient['content']['page']>>().toEqualTypeOf<ContentPage>();
    expectTypeOf<Resolves<ApiClient['idCheck']['check']>>().toEqualTypeOf<CheckIdResponse>();
  });

  it('legacy', () => {
    type Legacy = ApiClient['legacy'];
    expectTypeOf<Resolves<Legacy['game']['list']>>().toEqualTypeOf<Page<GameSummary>>();
    expectTypeOf<Resolves<Legacy['game']['detail']>>().toEqualTypeOf<GameDetail>();
    expectTypeOf<Resolves<Legacy['game']['packs']>>().toEqualTypeOf<Pack[]>();
    expectTypeOf<Resolves<Legacy['game']['accountInfo']>>().toEqualTypeOf<AccountInfoResponse>();
    expectTypeOf<Resolves<Legacy['game']['titleList']>>().toEqualTypeOf<TitleListResponse>();
    expectTypeOf<
      Resolves<Legacy['game']['gameStockValidate']>
    >().toEqualTypeOf<StockValidateResponse>();
    expectTypeOf<Resolves<Legacy['user']['login']>>().toEqualTypeOf<LoginResponse>();
    expectTypeOf<Resolves<Legacy['user']['current']>>().toEqualTypeOf<UserInfo>();
    expectTypeOf<
      Resolves<Legacy['user']['orderCurrencysDiscountPrice']>
    >().toEqualTypeOf<OrderCurrencyPricesResponse>();
    expectTypeOf<Resolves<Legacy['user']['accountDetailList']>>().toEqualTypeOf<
      Page<BalanceLogEntry>
    >();
    expectTypeOf<Resolves<Legacy['user']['accountDetailFile']>>().toEqualTypeOf<ApiDownload>();
    expectTypeOf<Resolves<Legacy['pageSettings']['homeCarouselList']>>().toEqualTypeOf<
      CarouselSlide[]
    >();
    expectTypeOf<Resolves<Legacy['shopcart']['list']>>().toEqualTypeOf<CartListResponse>();
    expectTypeOf<Resolves<Legacy['shopcart']['add']>>().toEqualTypeOf<CartAddResponse>();
    expectTypeOf<Resolves<Legacy['shopcart']['delete']>>().toEqualTypeOf<CartCountResponse>();
    expectTypeOf<Resolves<Legacy['shopcart']['orderspay']>>().toEqualTypeOf<PaymentResult>();
    expectTypeOf<Resolves<Legacy['currency']['list']>>().toEqualTypeOf<Currency[]>();
    expectTypeOf<Resolves<Legacy['link']['list']>>().toEqualTypeOf<LinkItem[]>();
    expectTypeOf<Resolves<Legacy['link']['add']>>().toEqualTypeOf<LinkItem>();
    expectTypeOf<Resolves<Legacy['link']['delete']>>().toEqualTypeOf<null>();
    expectTypeOf<Resolves<Legacy['link']['payOrder']>>().toEqualTypeOf<PaymentResult>();
    expectTypeOf<Resolves<Legacy['link']['orderDiscountPrice']>>().toEqualTypeOf<LinkQuote>();
    expectTypeOf<Resolves<Legacy['link']['idrDiscount']>>().toEqualTypeOf<IdrDiscountResponse>();
    expectTypeOf<Resolves<Legacy['order']['list']>>().toEqualTypeOf<Page<OrderSummary>>();
    expectTypeOf<Resolves<Legacy['order']['create']>>().toEqualTypeOf<Order>();
    expectTypeOf<Resolves<Legacy['order']['pay']>>().toEqualTypeOf<PaymentResult>();
    expectTypeOf<Resolves<Legacy['order']['detail']>>().toEqualTypeOf<Order>();
    expectTypeOf<Resolves<Legacy['order']['checkid']>>().toEqualTypeOf<CheckIdResponse>();
  });
});

describe('requests are checked', () => {
  it('a body must match its request type', () => {
    expectTypeOf(client.orderDeal.add).parameter(0).toEqualTypeOf<OrderCreateRequest>();
    // @ts-expect-error: an order number is a string
    void client.orderDeal.detail({ orderNo: 42 });
    // @ts-expect-error: the login needs a password
    void client.user.login({ email: 'demo@example.com' });
  });
});
