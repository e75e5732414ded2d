import type { Currency } from '@storefront/api-client/contract';
import { currencyActiveAtom, isLocale, SUPPORTED_LOCALES, setLocale } from '@storefront/state';
import { t } from '@storefront/ui-shared';
import { useLocale } from '@storefront/ui-shared/react';
import { useAppServices } from '../app/services';
import { useActiveCurrency } from '../data/catalog-scope';
import { useFrameData } from '../data/frame';

/** `USD $`, `IDR Rp`, `RZG` (no symbol twice). */
function currencyLabel(currency: Currency): string {
  return currency.symbol === currency.code ? currency.code : `${currency.code} ${currency.symbol}`;
}

/** The currency prices are shown and paid in (`currencyActive`). */
export function CurrencyPicker() {
  const { store } = useAppServices();
  const locale = useLocale();
  const frame = useFrameData();
  const active = useActiveCurrency();
  const currencies = frame?.currencies ?? (active ? [active] : []);
  return (
    <label className="pc-picker">
      <span className="pc-visually-hidden">{t(locale, 'catalog.picker.currency')}</span>
      <select
        className="pc-picker__select"
        value={active?.id ?? ''}
        onChange={(event) => {
          const next = currencies.find((currency) => currency.id === Number(event.target.value));
          if (next) store.set(currencyActiveAtom, next);
        }}
      >
        {currencies.map((currency: Currency) => (
          <option key={currency.id} value={currency.id}>
            {currencyLabel(currency)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The UI language (`locale` and the `accept-language` code). Native selects: light and accessible.
 * A switch needs no reload: the words follow the stored locale, and the frame and catalogue
 * queries have the locale in their keys, so the server's localised content is fetched again.
 */
export function LanguagePicker() {
  const { store } = useAppServices();
  const locale = useLocale();
  return (
    <label className="pc-picker">
      <span className="pc-visually-hidden">{t(locale, 'catalog.picker.language')}</span>
      <select
        className="pc-picker__select"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(store, event.target.value);
        }}
      >
        {SUPPORTED_LOCALES.map((value) => (
          <option key={value} value={value} lang={value}>
            {t(locale, `catalog.picker.language.${value}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
