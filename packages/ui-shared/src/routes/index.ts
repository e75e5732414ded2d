export { promotionGamePath, promotionPath } from './content-paths';
export { matchRoute } from './match';
export {
  CATEGORY_ROUTE,
  MOBILE_LOGIN_PATH,
  MOBILE_ROUTES,
  PC_ROUTES,
  PRODUCT_TYPES,
  type ProductType,
  ROUTES,
} from './table';
export type { PageId, RouteDef, RouteMatch, RouteTitleKey } from './types';
