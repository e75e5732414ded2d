import type { Money, Pack } from '@storefront/api-client/contract';

/** The most of one pack a single cart line or buy-now line may hold (the API's limit). */
export const MAX_LINE_QUANTITY = 99;

/** Stock at or under this shows "only N left" on the tile. */
export const FEW_LEFT_THRESHOLD = 10;

/** A pack can be bought: not sold out and, when stock is counted, at least one unit left. */
export function isPackAvailable(pack: Pack): boolean {
  return !pack.soldOut && (pack.stock === null || pack.stock > 0);
}

/** The pack chosen when the page opens: the first one in stock, or undefined when none is. */
export function defaultPack(packs: readonly Pack[]): Pack | undefined {
  return packs.find(isPackAvailable);
}

/** The units left to show as "only N left", or null when stock is unlimited, ample or gone. */
export function fewLeft(pack: Pack): number | null {
  if (!isPackAvailable(pack) || pack.stock === null) return null;
  return pack.stock <= FEW_LEFT_THRESHOLD ? pack.stock : null;
}

/** The largest quantity of `pack` one line may take: the line limit, or less when stock is short. */
export function maxQuantity(pack: Pack): number {
  if (!isPackAvailable(pack)) return 0;
  return pack.stock === null ? MAX_LINE_QUANTITY : Math.min(pack.stock, MAX_LINE_QUANTITY);
}

/** `quantity` brought into 1..maxQuantity(pack) as a whole number (1 when nothing is left). */
export function clampQuantity(pack: Pack, quantity: number): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
  return Math.max(1, Math.min(whole, maxQuantity(pack)));
}

/** What `quantity` of `pack` costs: the price times the quantity, in minor units (exact). */
export function packTotal(pack: Pack, quantity: number): Money {
  return { ...pack.price, amount: pack.price.amount * quantity };
}
