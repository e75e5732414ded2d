import type { IdrDiscountResponse } from '@storefront/api-client/contract';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { IDR_DISCOUNT_BPS, idrDiscount } from '../../money/discounts';
import { listCurrencies } from '../currency/service';
import { moneyIn } from '../order/view';
import { PRICING_MESSAGES } from './messages';

/** The IDR discount on an amount in rupiah, with the rate and a line to show the customer. */
export async function idrDiscountFor(
  deps: AppDeps,
  amount: number,
  locale: Locale,
): Promise<IdrDiscountResponse> {
  const idr = (await listCurrencies(deps)).find((currency) => currency.code === 'IDR');
  if (!idr) throw new AppError(404, PRICING_MESSAGES.noIdr);
  const percent = String(IDR_DISCOUNT_BPS / 100);
  return {
    rateBps: IDR_DISCOUNT_BPS,
    discount: moneyIn(idr, idrDiscount(amount)),
    description: PRICING_MESSAGES.idrDescription[locale].replace('{percent}', percent),
  };
}
