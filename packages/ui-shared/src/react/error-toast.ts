import { isLocale, type Locale } from '@storefront/api-client';
import { createElement, type ReactElement } from 'react';
import { customerErrorMessage } from '../checkout/order-access';

/** How long an error toast or notification stays (spec section 9). */
export const ERROR_TOAST_DURATION_MS = 3000;

/**
 * The toast's text, in both apps' kits: read out at once (`role="alert"`; neither antd's message
 * nor react-vant's Notify says so) and found by tests as `error-toast`.
 */
export function errorToastContent(message: string): ReactElement {
  return createElement('span', { role: 'alert', 'data-testid': 'error-toast' }, message);
}

/** The UI call of each app: antd `message.error` on pc, react-vant `Notify` on mobile. */
export type ShowErrorToast = (message: string, durationMs: number) => void;

/** The page's language, as `<html lang>` says it; English outside a browser. */
function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}

/**
 * The API client's `onError`: shows the error's message (already the server's or the catalogue's
 * text, or the customer's words for a message written for integrators: `customerErrorMessage`) for
 * 3 s. Anything that is not an `ApiError` shows the catalogue's fallback message. The same message
 * again while it is still on screen (several calls failing at once, e.g. every call of a page
 * getting 401) is not shown twice.
 */
export function createErrorToastBridge(
  show: ShowErrorToast,
  { now = Date.now, locale = documentLocale }: { now?: () => number; locale?: () => Locale } = {},
): (error: unknown) => void {
  let last: { message: string; at: number } | null = null;
  return (error) => {
    const message = customerErrorMessage(error, locale());
    const at = now();
    if (last && last.message === message && at - last.at < ERROR_TOAST_DURATION_MS) return;
    last = { message, at };
    show(message, ERROR_TOAST_DURATION_MS);
  };
}
