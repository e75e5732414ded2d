import type {
  AccountValues,
  CartItem,
  CartListResponse,
  Money,
} from '@storefront/api-client/contract';

/** One account value as a cart or order line shows it. */
export interface AccountEntry {
  key: string;
  /** `userId` -> `User ID`: lines carry field keys, not the game's labels. */
  label: string;
  /** Secret fields arrive masked from the API and stay so. */
  value: string;
}

const WORD_START = /([a-z0-9])([A-Z])/g;

/** A field key as words: `zoneId` -> `Zone ID`, `loginMethod` -> `Login method`. */
export function accountFieldLabel(key: string): string {
  const words = key.replace(WORD_START, '$1 $2').replace(/[_-]+/g, ' ').trim().split(/\s+/);
  return words
    .map((word, index) => {
      if (/^id$/i.test(word)) return 'ID';
      const lower = word.toLowerCase();
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}

export function accountEntries(account: AccountValues): AccountEntry[] {
  return Object.entries(account).map(([key, value]) => ({
    key,
    label: accountFieldLabel(key),
    value,
  }));
}

/** Lines a customer may check out: in stock for their quantity, priced in the chosen currency. */
export const isSelectable = (item: CartItem) => item.available && item.kind === 'pack';

/**
 * The total of the selected, selectable lines: a sum of the server's subtotals in one currency
 * (no conversion happens here); null when nothing selectable is selected.
 */
export function cartSelectionTotal(
  items: readonly CartItem[],
  selectedIds: ReadonlySet<number>,
): Money | null {
  const chosen = items.filter((item) => selectedIds.has(item.id) && isSelectable(item));
  const [first] = chosen;
  if (!first) return null;
  return { ...first.subtotal, amount: chosen.reduce((sum, item) => sum + item.subtotal.amount, 0) };
}

/**
 * The cart as it will be once `change` is applied to its lines, totals recomputed from the server's
 * unit prices: what an optimistic update shows until the server answers.
 */
export function withCartLines(
  cart: CartListResponse,
  change: (items: CartItem[]) => CartItem[],
): CartListResponse {
  const items = change(cart.items);
  const sum = (kind: CartItem['kind']) =>
    items
      .filter((item) => item.kind === kind && item.available)
      .reduce((total, item) => total + item.subtotal.amount, 0);
  return {
    items,
    count: items.length,
    total: { ...cart.total, amount: sum('pack') },
    razerTotal: cart.razerTotal && { ...cart.razerTotal, amount: sum('razer') },
  };
}

/** A line with a new quantity, its subtotal from its unit price. */
export function withQuantity(item: CartItem, quantity: number): CartItem {
  return {
    ...item,
    quantity,
    subtotal: { ...item.unitPrice, amount: item.unitPrice.amount * quantity },
  };
}
