import type { Currency } from '@storefront/api-client/contract';
import {
  currencyActiveAtom,
  isLocale,
  type Locale,
  SUPPORTED_LOCALES,
  setLocale,
} from '@storefront/state';
import { useRuntime } from '../app/runtime-context';
import { useLocale } from '../app/session';
import { useActiveCurrency } from '../data/catalog-scope';
import { useFrameData } from '../data/frame';

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', id: 'Bahasa Indonesia' };

/** `USD $`, `IDR Rp`, `RZG` (no symbol twice). */
function currencyLabel(currency: Currency): string {
  return currency.symbol === currency.code ? currency.code : `${currency.code} ${currency.symbol}`;
}

/** The currency prices are shown and paid in (`currencyActive`). */
export function CurrencyPicker() {
  const { store } = useRuntime();
  const frame = useFrameData();
  const active = useActiveCurrency();
  const currencies = frame?.currencies ?? (active ? [active] : []);
  return (
    <label className="pc-picker">
      <span className="pc-visually-hidden">Currency</span>
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

/** The UI language (`locale` and the `accept-language` code). Native selects: light and accessible. */
export function LanguagePicker() {
  const { store } = useRuntime();
  const locale = useLocale();
  return (
    <label className="pc-picker">
      <span className="pc-visually-hidden">Language</span>
      <select
        className="pc-picker__select"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(store, event.target.value);
        }}
      >
        {SUPPORTED_LOCALES.map((value) => (
          <option key={value} value={value} title={LANGUAGE_NAMES[value]}>
            {value.toUpperCase()}
          </option>
        ))}
      </select>
    </label>
  );
}
