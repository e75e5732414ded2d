import { z } from 'zod';
import { Slug } from './catalog';
import { CurrencyChoice, Id, MinorUnits, Money, nulFree, Timestamp } from './common';
import { PayRequest } from './order';

export const LinkQuoteRequest = z
  .object({
    gameName: Slug,
    /** The top-up link copied from the game's official web shop. */
    url: nulFree(z.url({ protocol: /^https?$/ }).max(2000)),
  })
  .extend(CurrencyChoice.shape);
export type LinkQuoteRequest = z.input<typeof LinkQuoteRequest>;

export const LinkQuote = z.object({
  /** What the link tops up, in the game shop's currency. */
  faceValue: Money,
  price: Money,
  discount: Money,
  /** The extra discount when paying in IDR; null when it does not apply. */
  idrDiscount: Money.nullable(),
  total: Money,
});
export type LinkQuote = z.infer<typeof LinkQuote>;

export const LinkItem = z.object({
  id: Id,
  gameName: Slug,
  gameTitle: z.string(),
  /** What the link buys: its `item` query parameter, else the game's title. */
  title: z.string(),
  url: z.string(),
  quote: LinkQuote,
  createdAt: Timestamp,
});
export type LinkItem = z.infer<typeof LinkItem>;

export const LinkListRequest = CurrencyChoice;
export type LinkListRequest = z.input<typeof LinkListRequest>;
export const LinkListResponse = z.array(LinkItem);

export const LinkDeleteRequest = z.object({ ids: z.array(Id).min(1).max(100) });
export type LinkDeleteRequest = z.input<typeof LinkDeleteRequest>;

export const LinkPayRequest = z
  .object({ linkIds: z.array(Id).min(1).max(20) })
  .extend(PayRequest.shape);
export type LinkPayRequest = z.input<typeof LinkPayRequest>;

export const IdrDiscountRequest = z.object({ amount: MinorUnits.positive() });
export type IdrDiscountRequest = z.input<typeof IdrDiscountRequest>;
export const IdrDiscountResponse = z.object({
  /** Basis points off when paying in IDR (100 = 1%). */
  rateBps: z.int().nonnegative(),
  discount: Money,
  description: z.string(),
});
export type IdrDiscountResponse = z.infer<typeof IdrDiscountResponse>;
