import type { Device } from '../device';

/** The screen a route renders; several routes may render the same screen. */
export type PageId =
  | 'home'
  | 'productList'
  | 'productDetail'
  | 'category'
  | 'cart'
  | 'order'
  | 'orderConfirmation'
  | 'orders'
  | 'orderDetail'
  | 'balanceHistory'
  | 'promo'
  | 'promoList'
  | 'promoDetail'
  | 'about'
  | 'legal'
  | 'help'
  | 'personal'
  | 'user'
  | 'login'
  | 'searchHistory'
  | 'search'
  | 'track'
  | 'resetPassword';

/** A message key of the route titles (see the `route.*` messages). */
export type RouteTitleKey = `route.${string}`;

export interface RouteDef {
  /** Stable id, unique within one device's table (`orders`, `pc.orderHistory`). */
  readonly id: string;
  /** `/games/:name`: literal segments and `:param` segments. */
  readonly path: string;
  readonly page: PageId;
  readonly titleKey: RouteTitleKey;
  /** True when the `auth` guard applies: not logged in -> mobile `/loginPage`, pc login dialog. */
  readonly auth: boolean;
  /** Allowed values of some params; any other value does not match (404). */
  readonly params?: Readonly<Record<string, readonly string[]>>;
}

export interface RouteMatch {
  readonly device: Device;
  readonly route: RouteDef;
  /** Decoded values of the route's `:param` segments. */
  readonly params: Readonly<Record<string, string>>;
}
