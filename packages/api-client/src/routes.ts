/**
 * Every endpoint of the storefront API: method, path and, where the spec sets one, its time-out.
 * This table carries no schemas so the browser SDK stays small; `contract/endpoints.ts` pairs each
 * entry with its request and response schemas for the server and the OpenAPI document.
 */
export interface RouteDefinition {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Milliseconds; the client's default time-out applies when absent. */
  readonly timeout?: number;
  /** Sends the query parameter `stamp` (the current time in ms) with every call. */
  readonly stamped?: boolean;
  /** Resolves to the whole file response instead of the envelope's `data`. */
  readonly download?: boolean;
  /**
   * A read, though the spec sends it as a POST: sent twice it does no harm, so a call whose
   * connection drops before the answer may be sent again (to another instance, see `instances.ts`).
   */
  readonly repeatable?: boolean;
}

export const ORDER_CREATE_TIMEOUT = 30_000;
export const ORDER_PAY_TIMEOUT = 90_000;
export const ORDER_DETAIL_TIMEOUT = 20_000;
export const ORDER_CHECKID_TIMEOUT = 20_000;

const post = (path: string, extra: Omit<RouteDefinition, 'method' | 'path'> = {}) =>
  ({ method: 'POST', path, ...extra }) as const satisfies RouteDefinition;
/** A read sent as a POST (`repeatable`). */
const read = (path: string, extra: Omit<RouteDefinition, 'method' | 'path'> = {}) =>
  post(path, { ...extra, repeatable: true });
const get = (path: string, extra: Omit<RouteDefinition, 'method' | 'path'> = {}) =>
  ({ method: 'GET', path, ...extra }) as const satisfies RouteDefinition;

export const routes = {
  shopHome: {
    summary: read('/api/ShopHome/Summary'),
    summaryNew: read('/api/ShopHome/SummaryNew'),
    initData: read('/api/ShopHome/InitData'),
    frame: read('/api/ShopHome/Frame'),
  },
  shopGame: {
    list: read('/api/ShopGame/List'),
    simpleList: read('/api/ShopGame/SimpleList'),
    simplePageList: read('/api/ShopGame/SimplePageList'),
    detail: read('/api/ShopGame/Detail'),
  },
  user: {
    login: post('/api/User/Login'),
    register: post('/api/User/Register'),
    verifySignup: post('/api/User/VerifySignup'),
    resendSignupCode: post('/api/User/ResendSignupCode'),
    forgotPassword: post('/api/User/ForgotPassword'),
    resetPassword: post('/api/User/ResetPassword'),
    changePassword: post('/api/User/ChangePassword'),
    logout: post('/api/User/Logout'),
    summary: post('/api/User/Summary'),
    player: read('/api/User/Player'),
    balanceLog: post('/api/User/BalanceLog'),
    deposit: post('/api/User/Deposit', { timeout: ORDER_PAY_TIMEOUT }),
  },
  shopCart: {
    list: post('/api/ShopCart/List'),
    add: post('/api/ShopCart/Add'),
    update: post('/api/ShopCart/Update'),
    del: post('/api/ShopCart/Del'),
    num: post('/api/ShopCart/Num'),
  },
  orderDeal: {
    add: post('/api/OrderDeal/Add', { timeout: ORDER_CREATE_TIMEOUT }),
    pay: post('/api/OrderDeal/Pay', { timeout: ORDER_PAY_TIMEOUT }),
    pageList: post('/api/OrderDeal/PageList'),
    detail: post('/api/OrderDeal/Detail', { timeout: ORDER_DETAIL_TIMEOUT }),
    cancel: post('/api/OrderDeal/Cancel'),
    track: post('/api/OrderDeal/Track'),
    applyPromo: post('/api/OrderDeal/ApplyPromo'),
    channels: post('/api/OrderDeal/Channels'),
  },
  shopRazer: {
    checkPrice: post('/api/ShopRazer/CheckPrice'),
    addCart: post('/api/ShopRazer/AddCart'),
    del: post('/api/ShopRazer/Del'),
    getRate: post('/api/ShopRazer/GetRate'),
  },
  promotion: {
    list: read('/api/Promotion/List'),
    detail: read('/api/Promotion/Detail'),
  },
  content: {
    page: read('/api/Content/Page'),
  },
  idCheck: {
    check: post('/api/IdCheck/Check', { timeout: ORDER_CHECKID_TIMEOUT }),
  },
  legacy: {
    game: {
      list: read('/api/game/list'),
      detail: read('/api/game/detail'),
      packs: read('/api/game/packs'),
      accountInfo: post('/api/game/accountInfo'),
      titleList: read('/api/game/titleList'),
      gameStockValidate: post('/api/game/gameStockValidate'),
    },
    user: {
      login: post('/api/user/login'),
      current: post('/api/user/current'),
      orderCurrencysDiscountPrice: post('/api/user/orderCurrencysDiscountPrice'),
      accountDetailList: post('/api/user/accountDetailList'),
      accountDetailFile: get('/api/user/accountDetailFile', { download: true }),
    },
    pageSettings: {
      homeCarouselList: get('/api/pageSettings/homeCarouselList'),
    },
    shopcart: {
      list: post('/api/shopcart/list'),
      add: post('/api/shopcart/add'),
      delete: post('/api/shopcart/delete'),
      orderspay: post('/api/shopcart/orderspay', { timeout: ORDER_PAY_TIMEOUT }),
    },
    currency: {
      list: read('/api/currency/list'),
    },
    link: {
      list: post('/api/link/list', { stamped: true }),
      add: post('/api/link/add', { stamped: true }),
      delete: post('/api/link/Delete'),
      payOrder: post('/api/link/payOrder', { timeout: ORDER_PAY_TIMEOUT }),
      orderDiscountPrice: post('/api/link/orderDiscountPrice'),
      idrDiscount: post('/api/link/IDRDiscount'),
    },
    order: {
      list: post('/api/order/list'),
      create: post('/api/order/create', { timeout: ORDER_CREATE_TIMEOUT }),
      pay: post('/api/order/pay', { timeout: ORDER_PAY_TIMEOUT }),
      detail: post('/api/order/detail', { timeout: ORDER_DETAIL_TIMEOUT }),
      checkid: post('/api/order/checkid', { timeout: ORDER_CHECKID_TIMEOUT }),
    },
  },
} as const;
