import type { Currency, RazerPriceResponse, RazerRate } from '@storefront/api-client/contract';
import type { AppDeps } from '../../context';
import { loadPacks } from '../order/lines';
import { priceLines } from '../order/pricing';
import { moneyIn } from '../order/view';

/** The store's Razer Gold currency with the instant its rate was last written. */
async function razerGold(deps: AppDeps): Promise<{ currency: Currency; updatedAt: Date }> {
  const row = await deps.db
    .selectFrom('currencies')
    .select(['id', 'code', 'name', 'symbol', 'decimals', 'rate', 'kind', 'rate_updated_at'])
    .where('kind', '=', 'razerGold')
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw new Error('The store has no Razer Gold currency: seed it first');
  const { rate_updated_at: updatedAt, ...currency } = row;
  return { currency, updatedAt };
}

/** Razer Gold per 1 USD, the same rate every price in Razer Gold is converted with. */
export async function razerRate(deps: AppDeps): Promise<RazerRate> {
  const { currency, updatedAt } = await razerGold(deps);
  return { currency, rate: currency.rate, updatedAt: updatedAt.toISOString() };
}

/**
 * A pack in Razer Gold, priced exactly as a Razer Gold order line would be (`priceLines`: the one
 * price of a pack per unit, times the quantity; no discount applies to Razer Gold). 404 for an
 * unknown pack.
 */
export async function razerPrice(
  deps: AppDeps,
  input: { packId: number; quantity: number },
): Promise<RazerPriceResponse> {
  const pack = (await loadPacks(deps, [input.packId])).get(input.packId);
  if (!pack) throw new Error(`Pack ${input.packId} vanished`);
  const { currency } = await razerGold(deps);
  const priced = priceLines(
    [
      {
        kind: 'razer',
        unitPriceUsdMinor: pack.price_usd_minor,
        quantity: input.quantity,
        storePrices: pack.store_prices,
      },
    ],
    currency,
  );
  return {
    packId: pack.id,
    quantity: input.quantity,
    unitPrice: moneyIn(currency, priced.units[0] ?? 0),
    total: moneyIn(currency, priced.total),
    rate: currency.rate,
  };
}
