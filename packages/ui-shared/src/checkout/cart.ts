import type {
  AccountLabel,
  AccountValues,
  CartItem,
  CartListResponse,
  Money,
} from '@storefront/api-client/contract';

/** One account value as a cart or order line shows it. */
export interface AccountEntry {
  key: string;
  /** The game's own label of the field (`Player ID`), in the language the API answered in. */
  label: string;
  /** The chosen option's label for a choice (`Asia`), else the value; secrets stay masked. */
  value: string;
}

/** A cart or order line's account: its values and the labels the API gave them. */
export interface AccountLine {
  account: AccountValues;
  accountLabels?: readonly AccountLabel[] | undefined;
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

/**
 * The account of a line as the customer reads it: each field's label and the chosen option's label.
 * A value without a label (a line older than the labels) falls back to its key as words.
 */
export function accountEntries({ account, accountLabels = [] }: AccountLine): AccountEntry[] {
  // In the game's order of its fields; values without a label after them.
  const rank = (key: string) => {
    const index = accountLabels.findIndex((entry) => entry.key === key);
    return index === -1 ? accountLabels.length : index;
  };
  return Object.entries(account)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => {
      const known = accountLabels.find((entry) => entry.key === key);
      return { key, label: known?.label ?? accountFieldLabel(key), value: known?.value ?? value };
    });
}

/** The account on one line of text: `Player ID: 12345 · Server: Asia`. */
export function accountText(line: AccountLine): string {
  return accountEntries(line)
    .map(({ label, value }) => `${label}: ${value}`)
    .join(' · ');
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
