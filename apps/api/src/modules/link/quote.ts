import type { Currency, LinkQuote } from '@storefront/api-client/contract';
import type { AppDeps } from '../../context';
import { BASE_CURRENCY } from '../../seed/data/currencies';
import { listCurrencies } from '../currency/service';
import { orderCurrency } from '../order/lines';
import { priceLines } from '../order/pricing';
import { moneyIn } from '../order/view';

/** The currency a link is quoted and paid in: as for any order line (Razer Gold is refused). */
export function linkCurrency(deps: AppDeps, currencyId?: number): Promise<Currency> {
  return orderCurrency(deps, ['link'], currencyId);
}

export async function baseCurrency(deps: AppDeps): Promise<Currency> {
  const base = (await listCurrencies(deps)).find((currency) => currency.code === BASE_CURRENCY);
  if (!base) throw new Error(`The store has no ${BASE_CURRENCY} currency: seed it first`);
  return base;
}

/**
 * A link's price in `currency`, computed exactly as its order line will be (`priceLines`): the
 * face value converted by the one rule, then the discount of money/discounts.ts.
 */
export function quoteLink(faceValue: number, base: Currency, currency: Currency): LinkQuote {
  const priced = priceLines(
    [{ kind: 'link', unitPriceUsdMinor: faceValue, quantity: 1 }],
    currency,
  );
  return {
    faceValue: moneyIn(base, faceValue),
    price: moneyIn(currency, priced.subtotal),
    discount: moneyIn(currency, priced.discount),
    idrDiscount: currency.code === 'IDR' ? moneyIn(currency, priced.discount) : null,
    total: moneyIn(currency, priced.total),
  };
}
