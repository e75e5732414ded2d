export { matchRoute } from './match';
export {
  canonicalProductPath,
  gamePath,
  listPageNumber,
  orderDetailPath,
  orderPath,
  PROMOTION_LIST_PATHS,
  type ProductRoute,
  productRouteOf,
  productTypeOf,
  promotionPath,
  promotionSlugOf,
  slidePath,
} from './paths';
export {
  CATEGORY_ROUTE,
  MOBILE_LOGIN_PATH,
  MOBILE_ROUTES,
  ORDERS_PATH,
  PC_ROUTES,
  PRODUCT_TYPES,
  type ProductType,
  RESET_PASSWORD_PATH,
  ROUTES,
  WALLET_PATH,
} from './table';
export { crossDevicePath, twinPath } from './twin';
export type { PageId, RouteDef, RouteMatch, RouteTitleKey } from './types';
