import { formatMoney, type MoneyAmount } from '@storefront/api-client';
import type { Localized } from '../i18n/messages';

/** An amount as each language writes it, with its currency's symbol (a message parameter). */
export function moneyText(money: MoneyAmount): Localized {
  return { en: formatMoney(money, 'en-US'), id: formatMoney(money, 'id-ID') };
}
