import type { Currency, OrderCurrencyPricesResponse } from '@storefront/api-client/contract';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import { listCurrencies } from '../currency/service';
import { orderCurrency } from '../order/lines';
import { priceLines } from '../order/pricing';
import { moneyIn } from '../order/view';
import { promoDiscountsIn } from '../promo/service';
import type { Owner } from '../shop/owner';
import { orderToPrice } from './order-lines';

/** The currencies the order service would take this order in (Razer Gold only for Razer Gold lines). */
async function payableCurrencies(
  deps: AppDeps,
  kinds: Array<'pack' | 'razer' | 'link'>,
): Promise<Currency[]> {
  const payable: Currency[] = [];
  for (const currency of await listCurrencies(deps)) {
    try {
      payable.push(await orderCurrency(deps, kinds, currency.id));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return payable;
}

/**
 * An order's price in every currency it can be paid in, after discounts (its promo code's where
 * the code applies: `discount` holds both), priced from its lines'
 * base prices exactly as paying in that currency would re-price it (`priceLines`). For a user,
 * their balance in each currency and whether it covers the total; for a guest, balance null.
 */
export async function orderCurrencyPrices(
  deps: AppDeps,
  owner: Owner,
  orderNo: string,
  now: Date,
): Promise<OrderCurrencyPricesResponse> {
  const { order, lines: items } = await orderToPrice(deps, owner, orderNo);
  const balances =
    owner.kind === 'user'
      ? new Map(
          (
            await deps.db
              .selectFrom('balances')
              .select(['currency_id', 'balance'])
              .where('user_id', '=', owner.userId)
              .execute()
          ).map((row) => [row.currency_id, row.balance]),
        )
      : null;
  const currencies = await payableCurrencies(
    deps,
    items.map((item) => item.kind),
  );
  const priced = currencies.map((currency) => ({ currency, ...priceLines(items, currency) }));
  const promoDiscounts = await promoDiscountsIn(deps.db, order.promo_code, priced, now);
  return {
    orderNo: order.order_no,
    prices: priced.map(({ currency, subtotal, discount, total }, index) => {
      const promoDiscount = promoDiscounts[index] ?? 0;
      const balance = balances ? (balances.get(currency.id) ?? 0) : null;
      return {
        currencyId: currency.id,
        currencyCode: currency.code,
        price: moneyIn(currency, subtotal),
        discount: moneyIn(currency, discount + promoDiscount),
        total: moneyIn(currency, total - promoDiscount),
        balance: balance === null ? null : moneyIn(currency, balance),
        covered: balance !== null && balance >= total - promoDiscount,
      };
    }),
  };
}
