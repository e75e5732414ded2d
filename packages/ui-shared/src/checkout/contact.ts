import { EMAIL_MAX_LENGTH } from '@storefront/api-client';

/** What the checkout's email field and the tracking form can find wrong, as message keys. */
export type ContactProblem = 'contact.emailRequired' | 'contact.emailInvalid';
export type OrderNoProblem = 'track.orderNoRequired' | 'track.orderNoInvalid';

// The server's own check is the contract's (zod) email; this one is looser on purpose, so the
// client never refuses an address the server takes, and catches what a typo usually is.
const EMAIL_FORM = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ORDER_NO_FORM = /^[A-Z]{2}\d{8}-[0-9A-Z]{6}$/;

/** The email as sent: trimmed and lower-cased (the server keeps it lower-cased too). */
export const normalizeEmail = (text: string): string => text.trim().toLowerCase();

/** The order number as sent: trimmed, upper-cased (customers type `sf20261121-7kq2m9`). */
export const normalizeOrderNo = (text: string): string => text.trim().toUpperCase();

/**
 * The checkout's email field. Optional for every buyer, as at the big stores (the account email is
 * prefilled for users); only a malformed or over-long address is refused.
 */
export function contactEmailProblem(text: string): ContactProblem | null {
  const email = normalizeEmail(text);
  if (email === '') return null;
  return EMAIL_FORM.test(email) && email.length <= EMAIL_MAX_LENGTH ? null : 'contact.emailInvalid';
}

/** The tracking form's problems by field, empty when both can be sent. */
export function trackFormProblems(form: { orderNo: string; email: string }): {
  orderNo?: OrderNoProblem;
  email?: ContactProblem;
} {
  const orderNo = normalizeOrderNo(form.orderNo);
  const email = normalizeEmail(form.email);
  return {
    ...(orderNo === ''
      ? { orderNo: 'track.orderNoRequired' as const }
      : ORDER_NO_FORM.test(orderNo)
        ? {}
        : { orderNo: 'track.orderNoInvalid' as const }),
    ...(email === ''
      ? { email: 'contact.emailRequired' as const }
      : contactEmailProblem(email)
        ? { email: 'contact.emailInvalid' as const }
        : {}),
  };
}

/** The `contactEmail` of a pay call: the field's address, or none when it was left empty. */
export function contactEmailToSend(text: string): string | undefined {
  const email = normalizeEmail(text);
  return email === '' ? undefined : email;
}

/** The tracking page's address for an order, prefilled from the order page. */
export const trackPath = (orderNo?: string): string =>
  orderNo ? `/track?orderNo=${encodeURIComponent(orderNo)}` : '/track';
