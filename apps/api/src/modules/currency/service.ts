import type { Currency, CurrencySummary, Money } from '@storefront/api-client/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { localPrice } from '../../money/local-price';
import type { StorePrices } from './pack-prices';

/** A new visitor starts in the currency of their locale when the store has it. */
const LOCALE_CURRENCY: Partial<Record<Locale, string>> = { id: 'IDR' };

/**
 * Every currency as ONE JSON value in the order of `listCurrencies`, for a statement that reads
 * something else as well (one round trip instead of two).
 */
export function currencyListJson() {
  return sql<Currency[]>`(select json_agg(json_build_object('id', id, 'code', code, 'name', name,
    'symbol', symbol, 'decimals', decimals, 'rate', rate::text, 'kind', kind) order by sort, id)
    from currencies)`;
}

export async function listCurrencies(deps: AppDeps): Promise<Currency[]> {
  return deps.db
    .selectFrom('currencies')
    .select(['id', 'code', 'name', 'symbol', 'decimals', 'rate', 'kind'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

function pickDefault(deps: AppDeps, currencies: Currency[], code?: string): Currency {
  const found =
    currencies.find((c) => c.code === code) ??
    currencies.find((c) => c.code === deps.settings.defaultCurrency) ??
    currencies[0];
  if (!found) throw new Error('The database has no currencies: seed it first');
  return found;
}

/**
 * The currency a request asked for; without one, the currency a new visitor of `locale` starts in
 * (InitData's `currencyActive`, so a first page is priced as the browser will price it), or the
 * store's default when no locale is given. An unknown id is bad input.
 */
export async function resolveCurrency(
  deps: AppDeps,
  currencyId?: number,
  locale?: Locale,
  known?: Currency[],
): Promise<Currency> {
  const currencies = known ?? (await listCurrencies(deps));
  if (currencyId === undefined)
    return pickDefault(deps, currencies, locale && LOCALE_CURRENCY[locale]);
  const found = currencies.find((c) => c.id === currencyId);
  if (!found) throw new AppError(400, 'currency.unknown', { id: currencyId });
  return found;
}

export async function currencySummary(deps: AppDeps, locale: Locale): Promise<CurrencySummary> {
  const currencyList = await listCurrencies(deps);
  return { currencyList, currencyActive: pickDefault(deps, currencyList, LOCALE_CURRENCY[locale]) };
}

/**
 * A pack's USD-cent price in `currency`: its store price there when `storePrices` has one, else
 * converted and rounded to the currency's step (the rule in `money/local-price.ts`).
 */
export function priceIn(
  currency: Currency,
  usdCents: number,
  storePrices?: StorePrices | null,
): Money {
  return {
    amount: localPrice(usdCents, currency, storePrices?.[String(currency.id)]),
    currencyId: currency.id,
    currencyCode: currency.code,
    decimals: currency.decimals,
  };
}
