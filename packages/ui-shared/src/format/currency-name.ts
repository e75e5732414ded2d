import type { Locale } from '../locale';
import { MESSAGES, type MessageKey, t } from '../messages';

/**
 * A currency's name in `locale` ("Dolar AS" for USD in Indonesian), by its code; a currency the
 * messages do not know keeps the name the API gave.
 */
export function currencyName(locale: Locale, currency: { code: string; name: string }): string {
  const key = `currency.${currency.code}`;
  return Object.hasOwn(MESSAGES[locale], key) ? t(locale, key as MessageKey) : currency.name;
}
