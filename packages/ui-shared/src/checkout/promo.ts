/** What the promo code field can find wrong before asking the server, as message keys. */
export type PromoProblem = 'promo.required' | 'promo.invalid';

// The contract's form of a code (`PromoCode`): the server says whether it exists and applies.
const PROMO_FORM = /^[A-Za-z0-9_-]{3,32}$/;

/** The code as sent: trimmed and upper-cased (customers type `welcome10`). */
export const normalizePromoCode = (text: string): string => text.trim().toUpperCase();

export function promoCodeProblem(text: string): PromoProblem | null {
  const code = normalizePromoCode(text);
  if (code === '') return 'promo.required';
  return PROMO_FORM.test(code) ? null : 'promo.invalid';
}
