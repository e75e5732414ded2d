import type { Locale } from '../locale';
import type { RouteMatch } from '../routes/types';
import { en, type MessageKey } from './en';
import { id } from './id';

export type { MessageKey };

export const MESSAGES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { en, id };

export type MessageParams = Readonly<Record<string, string | number>>;

/** The message `key` in `locale`, with each `{name}` replaced by `params.name` (kept when absent). */
export function t(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const text = MESSAGES[locale][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The title of a matched route in `locale` (the category name for a category route). */
export function routeTitle(locale: Locale, match: RouteMatch): string {
  const key = match.route.titleKey;
  if (!isMessageKey(key)) throw new Error(`No message for route title ${key}`);
  return t(locale, key, match.params);
}

/** The pages of one order, titled by its number (`Order SF…`) once the address names it. */
const ORDER_PAGES: ReadonlySet<string> = new Set(['order', 'orderConfirmation']);

/**
 * The title of a screen: an order's page says which order (`?orderNo=`) whatever its state, never
 * "place an order"; any other page its route's title.
 */
export function screenRouteTitle(
  locale: Locale,
  match: RouteMatch,
  search: Readonly<Record<string, string | undefined>>,
): string {
  const orderNo = search.orderNo?.trim();
  if (orderNo && ORDER_PAGES.has(match.route.page)) {
    return t(locale, 'product.order.title', { orderNo });
  }
  return routeTitle(locale, match);
}
