import type { CarouselSlide, GameType } from '@storefront/api-client/contract';
import type { Device } from '../device';
import { PROMO_PATH, type ProductType } from './table';
import type { RouteMatch } from './types';

const TYPE_SEGMENTS: Readonly<Record<GameType, ProductType>> = {
  Games: 'games',
  Links: 'links',
  Login: 'login',
};

const TYPE_OF_SEGMENT: Readonly<Record<string, GameType>> = {
  games: 'Games',
  links: 'Links',
  login: 'Login',
};

/** The list of a product type: `/games`, `/links`, `/login`. */
export function productListPath(type: GameType): string {
  return `/${TYPE_SEGMENTS[type]}`;
}

/** A game's detail page, under the list of its type: `/games/mobile-legends`, `/links/roblox`. */
export function gamePath(game: { type: GameType; name: string }): string {
  return `${productListPath(game.type)}/${encodeURIComponent(game.name)}`;
}

/** The order page, where an unpaid order is paid and a paid one is followed until it completes. */
export function orderPath(orderNo: string): string {
  return `/order?orderNo=${encodeURIComponent(orderNo)}`;
}

/** One order's detail (items, codes, payment and status timeline), under the device's prefix. */
export function orderDetailPath(device: Device, orderNo: string): string {
  return `/${device}/orderDetail?orderNo=${encodeURIComponent(orderNo)}`;
}

/** Each device's list of running promotions: pc's header names `/promo`, mobile's tab `/daftarPromo`. */
export const PROMOTION_LIST_PATHS: Readonly<Record<Device, string>> = {
  pc: PROMO_PATH,
  mobile: '/daftarPromo',
};

/** A promotion's detail page: each device serves it under its prefix, the slug in the query. */
export function promotionPath(device: Device, slug: string): string {
  return `/${device}/daftarPromoDetail?slug=${encodeURIComponent(slug)}`;
}

/** The promotion a detail URL names (`?slug=`), or null when it names none. */
export function promotionSlugOf(
  search: Readonly<Record<string, string>> | undefined,
): string | null {
  const slug = search?.slug?.trim();
  return slug ? slug : null;
}

/**
 * Where a carousel slide leads. A game slide names no type, so it opens `/games/{name}` and the
 * product page moves a game of another type to its own address (`canonicalProductPath`).
 */
export function slidePath(device: Device, link: CarouselSlide['link']): string {
  if (link.kind === 'category') return `/${encodeURIComponent(link.target)}`;
  if (link.kind === 'promotion') return promotionPath(device, link.target);
  return gamePath({ type: 'Games', name: link.target });
}

/** The game a product detail URL names. */
export interface ProductRoute {
  /** The game's slug. */
  name: string;
  /** The type the URL names (`/links/{name}` and `/pc/products/links/{name}` name `Links`). */
  type: GameType;
}

/**
 * The game of a product detail route: `/games/{name}`, `/links/{name}`, `/login/{name}` or
 * `/{device}/products/{type}/{name}`. Null for any other route.
 */
export function productRouteOf(match: RouteMatch | null): ProductRoute | null {
  if (match?.route.page !== 'productDetail') return null;
  const name = match.params.name;
  const segment = match.params.type ?? match.route.path.split('/')[1] ?? '';
  const type = Object.hasOwn(TYPE_OF_SEGMENT, segment) ? TYPE_OF_SEGMENT[segment] : undefined;
  return name && type ? { name, type } : null;
}

/**
 * The product type a product list shows: `/games`, `/links`, `/login`, or the `type` of
 * `/{prefix}/products/{type}`. Null for any other route.
 */
export function productTypeOf(match: RouteMatch | null): GameType | null {
  if (match?.route.page !== 'productList') return null;
  const segment = match.params.type ?? match.route.path.slice(1);
  return Object.hasOwn(TYPE_OF_SEGMENT, segment) ? (TYPE_OF_SEGMENT[segment] ?? null) : null;
}

/** The list page number of `?page=`: a whole number from 1, else 1. */
export function listPageNumber(search: Readonly<Record<string, string>> | undefined): number {
  const page = Number(search?.page);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Where a game found under the wrong type belongs (`/games/roblox` -> `/links/roblox`), so each game
 * has one address; null when the route already names the game's type.
 */
export function canonicalProductPath(route: ProductRoute, gameType: GameType): string | null {
  return route.type === gameType ? null : gamePath({ type: gameType, name: route.name });
}
