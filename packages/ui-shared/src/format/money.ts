import { formatMoney as formatMoneyIn, type MoneyAmount } from '@storefront/api-client';
import { LOCALE_TAGS, type Locale } from '../locale';

export { type MoneyAmount, RAZER_GOLD_CODE } from '@storefront/api-client';

/** The API's money formatter (one function for the apps and the API's own pages) in a UI language. */
export function formatMoney(money: MoneyAmount, locale: Locale): string {
  return formatMoneyIn(money, LOCALE_TAGS[locale]);
}
