export { matchRoute } from './match';
export {
  canonicalProductPath,
  gamePath,
  type ProductRoute,
  productRouteOf,
  promotionPath,
  slidePath,
} from './paths';
export {
  CATEGORY_ROUTE,
  MOBILE_LOGIN_PATH,
  MOBILE_ROUTES,
  PC_ROUTES,
  PRODUCT_TYPES,
  type ProductType,
  ROUTES,
} from './table';
export { twinPath } from './twin';
export type { PageId, RouteDef, RouteMatch, RouteTitleKey } from './types';
