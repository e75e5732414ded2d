import { isApiError } from '@storefront/api-client';
import type { Locale } from '../locale';
import { type MessageKey, t } from '../messages';

/**
 * Why an order's page shows no order: `foreign` when the API refused it to this visitor (another
 * browser's guest or another account placed it: 404, or no guest yet: 400, or 403), so the page
 * points to tracking; `failed` when it could not be read at all (network, 5xx), so it offers a retry.
 */
export type OrderLoadProblem = 'foreign' | 'failed';

const REFUSED_TO_VISITOR: ReadonlySet<number> = new Set([400, 403, 404]);

export function orderLoadProblem(error: unknown): OrderLoadProblem {
  return isApiError(error) && REFUSED_TO_VISITOR.has(error.status) ? 'foreign' : 'failed';
}

/**
 * The API's messages written for integrators (which header or parameter to send), by the name they
 * mention in every language, and what a customer is told instead. The SDK keeps the original.
 */
const INTEGRATOR_MESSAGES: readonly { mentions: RegExp; say: MessageKey }[] = [
  { mentions: /\bguestId\b/, say: 'error.visitNotReady' },
  { mentions: /\bIdempotency-Key\b/, say: 'error.paymentInProgress' },
  { mentions: /^stamp\b/, say: 'error.requestRefused' },
];

/**
 * The text a customer sees for a failed call: the server's message (already in their language),
 * unless it was written for integrators; anything that is not an API error says the fallback.
 */
export function customerErrorMessage(error: unknown, locale: Locale): string {
  if (!isApiError(error) || !error.message) return t(locale, 'error.fallback');
  if (error.status >= 400 && error.status < 500) {
    const integrator = INTEGRATOR_MESSAGES.find(({ mentions }) => mentions.test(error.message));
    if (integrator) return t(locale, integrator.say);
  }
  return error.message;
}
