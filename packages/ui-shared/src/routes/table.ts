import { MOBILE_LOGIN_PATH } from '@storefront/state';
import type { Device } from '../device';
import type { PageId, RouteDef, RouteTitleKey } from './types';

/** The product types in route names: `/games`, `/links`, `/login` and `/{prefix}/products/{type}`. */
export const PRODUCT_TYPES = ['games', 'links', 'login'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

interface RouteOptions {
  title?: RouteTitleKey;
  auth?: boolean;
  params?: RouteDef['params'];
}

function route(id: string, path: string, page: PageId, options: RouteOptions = {}): RouteDef {
  const { title = `route.${page}`, auth = false, params } = options;
  return params
    ? { id, path, page, titleKey: title, auth, params }
    : { id, path, page, titleKey: title, auth };
}

const AUTH = { auth: true } as const;

/** Routes both devices serve without a prefix (spec section 2). */
/** The order list: a customer's orders, or a guest's placed in this browser. */
export const ORDERS_PATH = '/orders';
/** The cart of the guest or the logged-in user. */
export const CART_PATH = '/shopCart';
/** The running promotions under their common address (mobile's own list is `/daftarPromo`). */
export const PROMO_PATH = '/promo';
export const ABOUT_PATH = '/about';
export const HELP_PATH = '/help';
/** Anyone finds an order with its number and the email given at checkout. */
export const TRACK_PATH = '/track';
/** The balance history of the wallet. */
export const WALLET_PATH = '/user/billing';
/** The password-reset page the API's mail links to (`/resetPassword?token=...`). */
export const RESET_PASSWORD_PATH = '/resetPassword';

const COMMON: readonly RouteDef[] = [
  route('home', '/', 'home'),
  route('games', '/games', 'productList', { title: 'route.games' }),
  route('links', '/links', 'productList', { title: 'route.links' }),
  route('loginTopUps', '/login', 'productList', { title: 'route.loginTopUps' }),
  route('gameDetail', '/games/:name', 'productDetail'),
  route('linkDetail', '/links/:name', 'productDetail'),
  route('loginTopUpDetail', '/login/:name', 'productDetail'),
  route('shopCart', CART_PATH, 'cart'),
  // A guest's orders are the guest id's, readable in the browser that bought: no login needed.
  route('orders', ORDERS_PATH, 'orders'),
  route('billing', WALLET_PATH, 'balanceHistory', AUTH),
  route('order', '/order', 'order'),
  route('promo', PROMO_PATH, 'promo'),
  route('about', ABOUT_PATH, 'about'),
  route('help', HELP_PATH, 'help'),
  route('track', TRACK_PATH, 'track'),
  // Where the password-reset mail's link lands (`?token=`): open without a login, by definition.
  route('resetPassword', RESET_PASSWORD_PATH, 'resetPassword'),
];

/** Prefixed pages both devices serve as `/pc/...` and `/mobile/...`. */
function prefixedCommon(prefix: Device): RouteDef[] {
  const p = (name: string, page: PageId, options?: RouteOptions) =>
    route(`${prefix}.${name}`, `/${prefix}/${name}`, page, options);
  return [
    p('about', 'about'),
    p('balanceHistory', 'balanceHistory', AUTH),
    p('daftarPromo', 'promoList'),
    p('daftarPromoDetail', 'promoDetail'),
    p('detailOrderConfirmation', 'orderConfirmation'),
    p('help', 'help'),
    p('legal', 'legal'),
    p('orderDetail', 'orderDetail'),
    p('orderHistory', 'orders'),
    route(`${prefix}.products`, `/${prefix}/products/:type`, 'productList', {
      title: 'route.products',
      params: { type: PRODUCT_TYPES },
    }),
    route(`${prefix}.productDetail`, `/${prefix}/products/:type/:name`, 'productDetail', {
      params: { type: PRODUCT_TYPES },
    }),
  ];
}

/** A game category from `gameCateList`, at `/{name}`; only names the server returned match. */
export const CATEGORY_ROUTE: RouteDef = route('category', '/:categoryName', 'category');

/** pc's legal notice. */
export const LEGAL_PATH = '/legal';
/** pc's account page. */
export const PERSONAL_PATH = '/personal';
/** pc's search results (`?q=`). */
export const SEARCH_PATH = '/search';

export const PC_ROUTES: readonly RouteDef[] = [
  ...COMMON,
  route('legal', LEGAL_PATH, 'legal'),
  route('personal', PERSONAL_PATH, 'personal', AUTH),
  route('search', SEARCH_PATH, 'search'),
  ...prefixedCommon('pc'),
  route('pc.home', '/pc/home', 'home'),
  route('pc.personal', '/pc/personal', 'personal', AUTH),
  route('pc.shopCart', '/pc/shopCart', 'cart'),
];

/** Mobile's account page. */
export const USER_PATH = '/user';
/** Mobile's search page (`?q=`). */
export const SEARCH_HISTORY_PATH = '/searchHistory';

export const MOBILE_ROUTES: readonly RouteDef[] = [
  ...COMMON,
  route('user', USER_PATH, 'user', AUTH),
  route('loginPage', MOBILE_LOGIN_PATH, 'login'),
  route('daftarPromo', '/daftarPromo', 'promoList'),
  route('searchHistory', SEARCH_HISTORY_PATH, 'searchHistory'),
  ...prefixedCommon('mobile'),
  route('mobile.cart', '/mobile/cart', 'cart'),
  route('mobile.login', '/mobile/login', 'login'),
  route('mobile.searchHistory', '/mobile/searchHistory', 'searchHistory'),
  route('mobile.user', '/mobile/user', 'user', AUTH),
];

/** Each device's route set, without the category route (see `matchRoute`). */
export const ROUTES: Readonly<Record<Device, readonly RouteDef[]>> = {
  pc: PC_ROUTES,
  mobile: MOBILE_ROUTES,
};

/** Where the `auth` guard sends a visitor who is not logged in on mobile (a 401 goes there too). */
export { MOBILE_LOGIN_PATH } from '@storefront/state';
