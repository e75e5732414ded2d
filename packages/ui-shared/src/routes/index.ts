export { matchRoute } from './match';
export {
  canonicalProductPath,
  gamePath,
  listPageNumber,
  orderDetailPath,
  orderPath,
  PROMOTION_LIST_PATHS,
  type ProductRoute,
  productListPath,
  productRouteOf,
  productTypeOf,
  promotionPath,
  promotionSlugOf,
  slidePath,
} from './paths';
export {
  ABOUT_PATH,
  CART_PATH,
  CATEGORY_ROUTE,
  HELP_PATH,
  MOBILE_LOGIN_PATH,
  MOBILE_ROUTES,
  ORDERS_PATH,
  PC_ROUTES,
  PRODUCT_TYPES,
  PROMO_PATH,
  type ProductType,
  RESET_PASSWORD_PATH,
  ROUTES,
  SEARCH_HISTORY_PATH,
  TRACK_PATH,
  USER_PATH,
  WALLET_PATH,
} from './table';
export { crossDevicePath, twinPath } from './twin';
export type { PageId, RouteDef, RouteMatch, RouteTitleKey } from './types';
