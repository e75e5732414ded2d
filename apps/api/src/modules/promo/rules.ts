import { formatMoney } from '@storefront/api-client';
import type { Currency } from '@storefront/api-client/contract';
import type { Selectable } from 'kysely';
import type { PromoCodeTable } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Localized, MessageParams } from '../../i18n/messages';
import { floorToStep } from '../../money/local-price';
import { PROMO_MESSAGES } from './messages';

export type PromoCodeRow = Selectable<PromoCodeTable>;

/** What the code's rules look at: the order's money in its currency. */
export interface PromoBasis {
  currency: Pick<Currency, 'id' | 'code' | 'decimals'>;
  subtotal: number;
  /** The IDR discount, taken before the code's. */
  discount: number;
}

/** A refusal of the code, naming the field it came from (`promoCode`). */
export function promoError(
  status: 400 | 404 | 409 | 422,
  message: Localized,
  params: MessageParams = {},
): AppError {
  return new AppError(status, message, params, { data: { field: 'promoCode' } });
}

/** 422 when the code is outside its window, not for this currency, or under its minimum spend. */
export function checkPromoApplies(promo: PromoCodeRow, basis: PromoBasis, now: Date): void {
  if (promo.starts_at && promo.starts_at.getTime() > now.getTime()) {
    throw promoError(422, PROMO_MESSAGES.notYet);
  }
  if (promo.ends_at && promo.ends_at.getTime() <= now.getTime()) {
    throw promoError(422, PROMO_MESSAGES.expired);
  }
  const { code } = basis.currency;
  const fixedMissing = promo.kind === 'fixed' && promo.fixed_amounts[code] === undefined;
  if ((promo.currencies && !promo.currencies.includes(code)) || fixedMissing) {
    throw promoError(422, PROMO_MESSAGES.currency, { currency: code });
  }
  const minimum = promo.min_spend[code] ?? 0;
  if (basis.subtotal < minimum) {
    const money = { amount: minimum, currencyCode: code, decimals: basis.currency.decimals };
    const amount = { en: formatMoney(money, 'en-US'), id: formatMoney(money, 'id-ID') };
    throw promoError(422, PROMO_MESSAGES.minSpend, { amount });
  }
}

/**
 * The code's discount in minor units: a percent of what is left after the IDR discount (rounded
 * down: the store never gives more than the percent), or the fixed amount; never the whole of it
 * (an order always has something to pay, at least one minor unit).
 */
export function promoDiscountOf(promo: PromoCodeRow, basis: PromoBasis): number {
  const base = basis.subtotal - basis.discount;
  const wanted =
    promo.kind === 'percent'
      ? floorToStep(Math.floor((base * (promo.percent ?? 0)) / 100), basis.currency.code)
      : (promo.fixed_amounts[basis.currency.code] ?? 0);
  return Math.max(0, Math.min(wanted, base - 1));
}

/** The code's rules checked (422) and its discount on `basis`. */
export function applyPromo(promo: PromoCodeRow, basis: PromoBasis, now: Date): number {
  checkPromoApplies(promo, basis, now);
  return promoDiscountOf(promo, basis);
}

/**
 * Whether the code counts its customers (`per_customer_limit`): then only a logged-in account may
 * use it, since a guest's typed email proves nothing while an account's was proven by its sign-up
 * code (docs/decisions/0035-04-promo-customer.md).
 */
export function needsAccount(promo: Pick<PromoCodeRow, 'per_customer_limit'>): boolean {
  return promo.per_customer_limit !== null;
}

/** 422 naming `promoCode` when a guest's order (no `userId`) uses a code that needs an account. */
export function checkPromoBuyer(promo: PromoCodeRow, userId: number | null): void {
  if (userId === null && needsAccount(promo)) throw promoError(422, PROMO_MESSAGES.needsAccount);
}

/** Mail providers known to ignore dots in the local part: one inbox, so one customer. */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * Who "once per customer" counts: an email, normalised to its inbox (trimmed, lower case, without a
 * `+tag`, without dots at Gmail): an account counts as its own email, a guest as the contact email,
 * so a customer is the same one as a guest and logged in (docs/buying.md "Promo codes"); a guest
 * never redeems a per-customer code (`needsAccount`). Null without an email.
 */
export function customerKeyOf(email: string | null): string | null {
  if (!email?.trim()) return null;
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const inbox = DOTLESS_DOMAINS[domain];
  const name = local.split('+')[0] ?? '';
  return inbox ? `email:${name.replaceAll('.', '')}@${inbox}` : `email:${name}@${domain}`;
}
