import { z } from 'zod';
import { GameType, Slug } from './catalog';
import { AccountLabel, AccountValues, CurrencyChoice, Id, Money, Timestamp } from './common';

/** `pack`: priced in the chosen currency; `razer`: priced and paid in Razer Gold. */
export const CartItemKind = z.enum(['pack', 'razer']);

export const CartItem = z.object({
  id: Id,
  kind: CartItemKind,
  gameName: Slug,
  gameTitle: z.string(),
  gameType: GameType,
  icon: z.string(),
  packId: Id,
  packTitle: z.string(),
  quantity: z.int().min(1),
  account: AccountValues,
  /** Labels of the account values (the order's as bought); absent from older servers. */
  accountLabels: z.array(AccountLabel).optional(),
  unitPrice: Money,
  subtotal: Money,
  /** False when the pack is sold out or has fewer units left than the quantity. */
  available: z.boolean(),
  addedAt: Timestamp,
});
export type CartItem = z.infer<typeof CartItem>;

export const CartListRequest = CurrencyChoice;
export type CartListRequest = z.input<typeof CartListRequest>;
export const CartListResponse = z.object({
  items: z.array(CartItem),
  count: z.int().nonnegative(),
  /** Sum of the available `pack` items in the chosen currency. */
  total: Money,
  /** Sum of the `razer` items in Razer Gold; null when there are none. */
  razerTotal: Money.nullable(),
});
export type CartListResponse = z.infer<typeof CartListResponse>;

export const CartAddRequest = z
  .object({
    packId: Id,
    quantity: z.int().min(1).max(99).default(1),
    account: AccountValues,
  })
  .extend(CurrencyChoice.shape);
export type CartAddRequest = z.input<typeof CartAddRequest>;
export const CartAddResponse = z.object({ item: CartItem, count: z.int().nonnegative() });
export type CartAddResponse = z.infer<typeof CartAddResponse>;

/** Sets the quantity of one cart line (the line keeps its account, secrets included). */
export const CartUpdateRequest = z
  .object({ id: Id, quantity: z.int().min(1).max(99) })
  .extend(CurrencyChoice.shape);
export type CartUpdateRequest = z.input<typeof CartUpdateRequest>;

export const CartDeleteRequest = z.object({ ids: z.array(Id).min(1).max(100) });
export type CartDeleteRequest = z.input<typeof CartDeleteRequest>;
export const CartCountResponse = z.object({ count: z.int().nonnegative() });
export type CartCountResponse = z.infer<typeof CartCountResponse>;

export const RazerPriceRequest = z.object({
  packId: Id,
  quantity: z.int().min(1).max(99).default(1),
});
export type RazerPriceRequest = z.input<typeof RazerPriceRequest>;
export const RazerPriceResponse = z.object({
  packId: Id,
  quantity: z.int().min(1),
  unitPrice: Money,
  total: Money,
  rate: z.string(),
});
export type RazerPriceResponse = z.infer<typeof RazerPriceResponse>;
