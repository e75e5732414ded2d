// Over 400 lines on purpose: one table of every endpoint's request and answer schemas.
import type { z } from 'zod';
import { type RouteDefinition, routes } from '../routes';
import {
  CartAddRequest,
  CartAddResponse,
  CartCountResponse,
  CartDeleteRequest,
  CartListRequest,
  CartListResponse,
  CartUpdateRequest,
  RazerPriceRequest,
  RazerPriceResponse,
} from './cart';
import {
  AccountInfoRequest,
  AccountInfoResponse,
  GameDetail,
  GameDetailRequest,
  GameListRequest,
  GameListResponse,
  PacksRequest,
  PacksResponse,
  SimpleListRequest,
  SimpleListResponse,
  SimplePageListRequest,
  SimplePageListResponse,
  StockValidateRequest,
  StockValidateResponse,
  TitleListRequest,
  TitleListResponse,
} from './catalog';
import { CurrencyChoice, Empty, Nothing } from './common';
import {
  CarouselResponse,
  ContentPage,
  ContentPageRequest,
  PromotionDetail,
  PromotionDetailRequest,
  PromotionListRequest,
  PromotionListResponse,
} from './content';
import { CurrencySummary, RazerRate } from './currency';
import { HomeFrame, HomeSummary, HomeSummaryNew, InitDataResponse } from './home';
import {
  IdrDiscountRequest,
  IdrDiscountResponse,
  LinkDeleteRequest,
  LinkItem,
  LinkListRequest,
  LinkListResponse,
  LinkPayRequest,
  LinkQuote,
  LinkQuoteRequest,
} from './link';
import {
  CartPayRequest,
  ChannelsRequest,
  ChannelsResponse,
  CheckIdRequest,
  CheckIdResponse,
  Order,
  OrderCreateRequest,
  OrderCurrencyPricesResponse,
  OrderListRequest,
  OrderListResponse,
  OrderPayRequest,
  OrderPromoRequest,
  OrderRef,
  OrderTrackRequest,
  PaymentResult,
  PlayerRequest,
  RememberedPlayer,
} from './order';
import {
  ChangePasswordRequest,
  EmailRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  ResendSignupCodeRequest,
  ResetPasswordRequest,
  SignupPending,
  UserInfo,
  UserSummary,
  VerifySignupRequest,
} from './user';
import {
  AccountDetailFileQuery,
  BalanceLogRequest,
  BalanceLogResponse,
  DepositRequest,
  DepositResponse,
} from './wallet';

/** One endpoint: its route plus the schemas the server validates with and documents. */
export interface EndpointContract extends RouteDefinition {
  /** The JSON body (POST). */
  readonly body?: z.ZodType;
  /** The query string (GET); values arrive as text. */
  readonly query?: z.ZodType;
  /** The envelope's `data` on success; absent for file downloads. */
  readonly response?: z.ZodType;
  /** Needs `Authorization: Bearer {token}`. */
  readonly auth?: boolean;
  readonly summary: string;
}

const endpoint = <
  const Route extends RouteDefinition,
  const Schemas extends Omit<EndpointContract, keyof RouteDefinition>,
>(
  route: Route,
  schemas: Schemas,
) => ({ ...route, ...schemas });

const r = routes;
const CartNum = { response: CartCountResponse };

/** Every endpoint of the storefront API with its schemas, grouped as the SDK groups them. */
export const contract = {
  shopHome: {
    summary: endpoint(r.shopHome.summary, {
      body: CurrencyChoice,
      response: HomeSummary,
      summary: 'Home page: carousel, games per category, hot promotions',
    }),
    summaryNew: endpoint(r.shopHome.summaryNew, {
      body: CurrencyChoice,
      response: HomeSummaryNew,
      summary: 'Home page: newest and popular games, games per type',
    }),
    initData: endpoint(r.shopHome.initData, {
      body: Empty,
      response: InitDataResponse,
      summary: 'Start-up data: currencies, the guest id, the categories',
    }),
    frame: endpoint(r.shopHome.frame, {
      body: Empty,
      response: HomeFrame,
      summary: 'Start-up data without a guest: currencies and categories (server rendering)',
    }),
  },
  shopGame: {
    list: endpoint(r.shopGame.list, {
      body: GameListRequest,
      response: GameListResponse,
      summary: 'Games by type, category or keyword, paged, priced',
    }),
    simpleList: endpoint(r.shopGame.simpleList, {
      body: SimpleListRequest,
      response: SimpleListResponse,
      summary: 'Game names for suggestions',
    }),
    simplePageList: endpoint(r.shopGame.simplePageList, {
      body: SimplePageListRequest,
      response: SimplePageListResponse,
      summary: 'Game names, paged',
    }),
    detail: endpoint(r.shopGame.detail, {
      body: GameDetailRequest,
      response: GameDetail,
      summary: 'One game with its account fields and packs',
    }),
  },
  user: {
    login: endpoint(r.user.login, {
      body: LoginRequest,
      response: LoginResponse,
      summary: 'Log in with email and password; merges the guest cart',
    }),
    register: endpoint(r.user.register, {
      body: RegisterRequest,
      response: SignupPending,
      summary: 'Start a sign-up: mails a 6-digit code (same answer for a known email)',
    }),
    verifySignup: endpoint(r.user.verifySignup, {
      body: VerifySignupRequest,
      response: LoginResponse,
      summary:
        "Confirm a sign-up with the mailed code and Register's signupToken: creates the account and logs in",
    }),
    resendSignupCode: endpoint(r.user.resendSignupCode, {
      body: ResendSignupCodeRequest,
      response: SignupPending,
      summary: 'Mail a new code for the sign-up attempt of signupToken (same answer for any email)',
    }),
    forgotPassword: endpoint(r.user.forgotPassword, {
      body: EmailRequest,
      response: Nothing,
      summary: 'Mail a link to reset the password (same answer for any email)',
    }),
    resetPassword: endpoint(r.user.resetPassword, {
      body: ResetPasswordRequest,
      response: Nothing,
      summary: 'Set a new password with the mailed token; logs out every session',
    }),
    changePassword: endpoint(r.user.changePassword, {
      body: ChangePasswordRequest,
      response: Nothing,
      auth: true,
      summary: 'Change the password; logs out every other session',
    }),
    logout: endpoint(r.user.logout, {
      body: Empty,
      response: Nothing,
      auth: true,
      summary: 'Revoke the token',
    }),
    summary: endpoint(r.user.summary, {
      body: Empty,
      response: UserSummary,
      auth: true,
      summary: 'Profile, balances, order and cart counts',
    }),
    player: endpoint(r.user.player, {
      body: PlayerRequest,
      response: RememberedPlayer,
      auth: true,
      summary: 'The last player account the user ordered for a game (non-secret fields), or null',
    }),
    balanceLog: endpoint(r.user.balanceLog, {
      body: BalanceLogRequest,
      response: BalanceLogResponse,
      auth: true,
      summary: 'Balance history, paged and filtered',
    }),
    deposit: endpoint(r.user.deposit, {
      body: DepositRequest,
      response: DepositResponse,
      auth: true,
      summary: 'Top up a balance through the payment provider',
    }),
  },
  shopCart: {
    list: endpoint(r.shopCart.list, {
      body: CartListRequest,
      response: CartListResponse,
      summary: 'The cart of the guest or user',
    }),
    add: endpoint(r.shopCart.add, {
      body: CartAddRequest,
      response: CartAddResponse,
      summary: 'Add a pack with its account info',
    }),
    update: endpoint(r.shopCart.update, {
      body: CartUpdateRequest,
      response: CartAddResponse,
      summary: 'Set the quantity of a cart item',
    }),
    del: endpoint(r.shopCart.del, {
      body: CartDeleteRequest,
      ...CartNum,
      summary: 'Remove cart items',
    }),
    num: endpoint(r.shopCart.num, {
      body: Empty,
      ...CartNum,
      summary: 'Number of items, for the cart badge',
    }),
  },
  orderDeal: {
    add: endpoint(r.orderDeal.add, {
      body: OrderCreateRequest,
      response: Order,
      summary: 'Create an order from cart items or buy now',
    }),
    pay: endpoint(r.orderDeal.pay, {
      body: OrderPayRequest,
      response: PaymentResult,
      summary: 'Pay an order from a balance or through the provider',
    }),
    pageList: endpoint(r.orderDeal.pageList, {
      body: OrderListRequest,
      response: OrderListResponse,
      summary: 'Orders, paged, by status and date range',
    }),
    detail: endpoint(r.orderDeal.detail, {
      body: OrderRef,
      response: Order,
      summary: 'One order with its items, vouchers and timeline',
    }),
    cancel: endpoint(r.orderDeal.cancel, {
      body: OrderRef,
      response: Order,
      summary: 'Cancel an unpaid order',
    }),
    track: endpoint(r.orderDeal.track, {
      body: OrderTrackRequest,
      response: Order,
      summary: 'Find an order by its number and contact email; limited per client address',
    }),
    applyPromo: endpoint(r.orderDeal.applyPromo, {
      body: OrderPromoRequest,
      response: Order,
      summary: 'Apply a promo code to an unpaid order (code null removes it)',
    }),
    channels: endpoint(r.orderDeal.channels, {
      body: ChannelsRequest,
      response: ChannelsResponse,
      summary: 'Payment channels with their fees, final prices and limits, for a pack or an order',
    }),
  },
  shopRazer: {
    checkPrice: endpoint(r.shopRazer.checkPrice, {
      body: RazerPriceRequest,
      response: RazerPriceResponse,
      summary: 'Quote a pack in Razer Gold',
    }),
    addCart: endpoint(r.shopRazer.addCart, {
      body: CartAddRequest,
      response: CartAddResponse,
      summary: 'Add a pack paid in Razer Gold to the cart',
    }),
    del: endpoint(r.shopRazer.del, {
      body: CartDeleteRequest,
      ...CartNum,
      summary: 'Remove Razer Gold cart items',
    }),
    getRate: endpoint(r.shopRazer.getRate, {
      body: Empty,
      response: RazerRate,
      summary: 'Razer Gold per USD',
    }),
  },
  promotion: {
    list: endpoint(r.promotion.list, {
      body: PromotionListRequest,
      response: PromotionListResponse,
      summary: 'Promotions, paged',
    }),
    detail: endpoint(r.promotion.detail, {
      body: PromotionDetailRequest,
      response: PromotionDetail,
      summary: 'One promotion',
    }),
  },
  content: {
    page: endpoint(r.content.page, {
      body: ContentPageRequest,
      response: ContentPage,
      summary: 'Help, about or legal content in the request locale',
    }),
  },
  idCheck: {
    check: endpoint(r.idCheck.check, {
      body: CheckIdRequest,
      response: CheckIdResponse,
      summary: 'The built-in ID-check service',
    }),
  },
  legacy: {
    game: {
      list: endpoint(r.legacy.game.list, {
        body: GameListRequest,
        response: GameListResponse,
        summary: 'Games, paged (legacy)',
      }),
      detail: endpoint(r.legacy.game.detail, {
        body: GameDetailRequest,
        response: GameDetail,
        summary: 'One game (legacy)',
      }),
      packs: endpoint(r.legacy.game.packs, {
        body: PacksRequest,
        response: PacksResponse,
        summary: "A game's packs",
      }),
      accountInfo: endpoint(r.legacy.game.accountInfo, {
        body: AccountInfoRequest,
        response: AccountInfoResponse,
        summary: 'The account fields a game needs',
      }),
      titleList: endpoint(r.legacy.game.titleList, {
        body: TitleListRequest,
        response: TitleListResponse,
        summary: 'All game titles',
      }),
      gameStockValidate: endpoint(r.legacy.game.gameStockValidate, {
        body: StockValidateRequest,
        response: StockValidateResponse,
        summary: 'Check stock before creating an order',
      }),
    },
    user: {
      login: endpoint(r.legacy.user.login, {
        body: LoginRequest,
        response: LoginResponse,
        summary: 'Log in (legacy)',
      }),
      current: endpoint(r.legacy.user.current, {
        body: Empty,
        response: UserInfo,
        auth: true,
        summary: 'The logged-in user',
      }),
      orderCurrencysDiscountPrice: endpoint(r.legacy.user.orderCurrencysDiscountPrice, {
        body: OrderRef,
        response: OrderCurrencyPricesResponse,
        summary: "An order's price in every currency against the user's balances",
      }),
      accountDetailList: endpoint(r.legacy.user.accountDetailList, {
        body: BalanceLogRequest,
        response: BalanceLogResponse,
        auth: true,
        summary: 'Balance history (legacy)',
      }),
      accountDetailFile: endpoint(r.legacy.user.accountDetailFile, {
        query: AccountDetailFileQuery,
        auth: true,
        summary: 'Balance history as a CSV download',
      }),
    },
    pageSettings: {
      homeCarouselList: endpoint(r.legacy.pageSettings.homeCarouselList, {
        response: CarouselResponse,
        summary: 'Home carousel slides',
      }),
    },
    shopcart: {
      list: endpoint(r.legacy.shopcart.list, {
        body: CartListRequest,
        response: CartListResponse,
        summary: 'The cart (legacy)',
      }),
      add: endpoint(r.legacy.shopcart.add, {
        body: CartAddRequest,
        response: CartAddResponse,
        summary: 'Add to cart (legacy)',
      }),
      delete: endpoint(r.legacy.shopcart.delete, {
        body: CartDeleteRequest,
        ...CartNum,
        summary: 'Remove from cart (legacy)',
      }),
      orderspay: endpoint(r.legacy.shopcart.orderspay, {
        body: CartPayRequest,
        response: PaymentResult,
        summary: 'Create an order from the selected cart items and pay it',
      }),
    },
    currency: {
      list: endpoint(r.legacy.currency.list, {
        body: Empty,
        response: CurrencySummary.shape.currencyList,
        summary: 'Currencies with their rates',
      }),
    },
    link: {
      list: endpoint(r.legacy.link.list, {
        body: LinkListRequest,
        response: LinkListResponse,
        summary: 'Saved top-up links',
      }),
      add: endpoint(r.legacy.link.add, {
        body: LinkQuoteRequest,
        response: LinkItem,
        summary: 'Save a top-up link with its quote',
      }),
      delete: endpoint(r.legacy.link.delete, {
        body: LinkDeleteRequest,
        response: Nothing,
        summary: 'Remove saved links',
      }),
      payOrder: endpoint(r.legacy.link.payOrder, {
        body: LinkPayRequest,
        response: PaymentResult,
        summary: 'Order and pay saved links',
      }),
      orderDiscountPrice: endpoint(r.legacy.link.orderDiscountPrice, {
        body: LinkQuoteRequest,
        response: LinkQuote,
        summary: 'Quote a top-up link',
      }),
      idrDiscount: endpoint(r.legacy.link.idrDiscount, {
        body: IdrDiscountRequest,
        response: IdrDiscountResponse,
        summary: 'The discount for paying in IDR',
      }),
    },
    order: {
      list: endpoint(r.legacy.order.list, {
        body: OrderListRequest,
        response: OrderListResponse,
        summary: 'Orders (legacy)',
      }),
      create: endpoint(r.legacy.order.create, {
        body: OrderCreateRequest,
        response: Order,
        summary: 'Create an order (legacy)',
      }),
      pay: endpoint(r.legacy.order.pay, {
        body: OrderPayRequest,
        response: PaymentResult,
        summary: 'Pay an order (legacy)',
      }),
      detail: endpoint(r.legacy.order.detail, {
        body: OrderRef,
        response: Order,
        summary: 'One order (legacy)',
      }),
      checkid: endpoint(r.legacy.order.checkid, {
        body: CheckIdRequest,
        response: CheckIdResponse,
        summary: 'Check a game account id and get its nickname',
      }),
    },
  },
} as const;

export type Contract = typeof contract;

/** Every endpoint in one flat list, e.g. to register routes or build the OpenAPI document. */
export function listEndpoints(
  group: Record<string, unknown> = contract,
  prefix: string[] = [],
): Array<{ name: string } & EndpointContract> {
  return Object.entries(group).flatMap(([key, value]) => {
    const name = [...prefix, key];
    if (typeof value === 'object' && value !== null && 'path' in value) {
      return [{ name: name.join('.'), ...(value as EndpointContract) }];
    }
    return listEndpoints(value as Record<string, unknown>, name);
  });
}
