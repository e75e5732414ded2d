import { z } from 'zod';
import { CurrencyChoice, Id, Money, PageQuery, pageOf, Text } from './common';

/** Lower-case URL slug, usable as a route segment (`mobile-legends`). */
export const Slug = z
  .string()
  .min(2)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens');

/**
 * First path segments the storefront uses itself (static routes of both devices, device prefixes,
 * the API and asset paths). A category is its own top-level route, so none may take these names.
 */
export const RESERVED_ROUTE_NAMES = [
  'about',
  'api',
  'assets',
  'balance-history',
  'balancehistory',
  'cart',
  'daftarpromo',
  'daftarpromodetail',
  'detailorderconfirmation',
  'favicon.ico',
  'games',
  'healthz',
  'help',
  'home',
  'legal',
  'links',
  'login',
  'loginpage',
  'mobile',
  'order',
  'orderdetail',
  'orderhistory',
  'orders',
  'pc',
  'personal',
  'products',
  'promo',
  'robots.txt',
  'search',
  'searchhistory',
  'shopcart',
  'static',
  'user',
] as const;

/** A category's slug: also its top-level route, so it may not collide with the store's own. */
export const CategoryName = Slug.refine(
  (name) => !(RESERVED_ROUTE_NAMES as readonly string[]).includes(name.toLowerCase()),
  { message: 'This name is reserved for a route of the store' },
);

/** What the customer gives us: an account id, a top-up link, or the game login. */
export const GameType = z.enum(['Games', 'Links', 'Login']);
export type GameType = z.infer<typeof GameType>;

export const Category = z.object({
  id: Id,
  name: CategoryName.meta({ description: 'Slug; also the category top-level route' }),
  title: z.string(),
  icon: z.string().nullable().meta({ description: 'URL of the category icon image' }),
  sort: z.int(),
});
export type Category = z.infer<typeof Category>;

export const AccountField = z.object({
  key: z.string().min(1).max(40),
  label: z.string(),
  kind: z.enum(['text', 'number', 'select', 'url', 'email', 'password']),
  required: z.boolean(),
  placeholder: z.string().nullable(),
  /** A JavaScript regular expression source the value must match as a whole. */
  pattern: z.string().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  /** Credentials: encrypted at rest, masked in every answer, wiped when the order ends. */
  secret: z.boolean(),
});
export type AccountField = z.infer<typeof AccountField>;

export const Pack = z.object({
  id: Id,
  gameId: Id,
  title: z.string(),
  price: Money,
  /** The price before the discount, for a strike-through; null when there is none. */
  originalPrice: Money.nullable(),
  /** Units left; null is unlimited. */
  stock: z.int().nonnegative().nullable(),
  soldOut: z.boolean(),
  badge: z.string().nullable(),
  sort: z.int(),
});
export type Pack = z.infer<typeof Pack>;

export const GameArt = z.object({
  /** Two colours of the game's generated artwork. */
  colors: z.tuple([z.string(), z.string()]),
  icon: z.string().meta({ description: 'Square icon URL' }),
  cover: z.string().meta({ description: 'Wide cover URL' }),
});

export const GameSummary = z.object({
  id: Id,
  name: Slug,
  title: z.string(),
  type: GameType,
  region: z.string(),
  publisher: z.string(),
  categories: z.array(Slug),
  art: GameArt,
  /** The cheapest pack in stock in the chosen currency; null when all are sold out. */
  fromPrice: Money.nullable(),
  badge: z.string().nullable(),
  isVoucher: z.boolean(),
});
export type GameSummary = z.infer<typeof GameSummary>;

export const GameDetail = GameSummary.extend({
  description: z.string(),
  accountFields: z.array(AccountField),
  packs: z.array(Pack),
  /** How the product is redeemed (a voucher) or topped up, step by step; empty when unknown. */
  redeemSteps: z.array(z.string()),
});
export type GameDetail = z.infer<typeof GameDetail>;

export const SimpleGame = GameSummary.pick({
  id: true,
  name: true,
  title: true,
  type: true,
}).extend({ icon: z.string() });
export type SimpleGame = z.infer<typeof SimpleGame>;

export const GameFilter = z.object({
  type: GameType.optional(),
  category: Slug.optional(),
  keyword: Text.trim().max(100).optional(),
});

export const GameListRequest = GameFilter.extend(PageQuery.shape).extend(CurrencyChoice.shape);
export type GameListRequest = z.input<typeof GameListRequest>;
export const GameListResponse = pageOf(GameSummary);

export const SimpleListRequest = GameFilter.extend({
  limit: z.int().min(1).max(50).default(10),
});
export type SimpleListRequest = z.input<typeof SimpleListRequest>;
export const SimpleListResponse = z.array(SimpleGame);

export const SimplePageListRequest = GameFilter.extend(PageQuery.shape);
export type SimplePageListRequest = z.input<typeof SimplePageListRequest>;
export const SimplePageListResponse = pageOf(SimpleGame);

export const GameDetailRequest = z.object({ name: Slug }).extend(CurrencyChoice.shape);
export type GameDetailRequest = z.input<typeof GameDetailRequest>;

export const PacksRequest = GameDetailRequest;
export type PacksRequest = GameDetailRequest;
export const PacksResponse = z.array(Pack);

export const AccountInfoRequest = z.object({ name: Slug });
export type AccountInfoRequest = z.input<typeof AccountInfoRequest>;
export const AccountInfoResponse = z.object({
  type: GameType,
  fields: z.array(AccountField),
});
export type AccountInfoResponse = z.infer<typeof AccountInfoResponse>;

export const TitleListRequest = z.object({ type: GameType.optional() });
export type TitleListRequest = z.input<typeof TitleListRequest>;
export const TitleListResponse = z.array(z.object({ id: Id, name: Slug, title: z.string() }));
export type TitleListResponse = z.infer<typeof TitleListResponse>;

export const StockLine = z.object({ packId: Id, quantity: z.int().min(1).max(999) });
export const StockValidateRequest = z.object({ items: z.array(StockLine).min(1).max(100) });
export type StockValidateRequest = z.input<typeof StockValidateRequest>;
export const StockValidateResponse = z.object({
  ok: z.boolean(),
  items: z.array(
    StockLine.extend({ available: z.int().nonnegative().nullable(), ok: z.boolean() }),
  ),
});
export type StockValidateResponse = z.infer<typeof StockValidateResponse>;
