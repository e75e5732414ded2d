import {
  currencyActiveAtom,
  currencyListAtom,
  type Locale,
  SUPPORTED_LOCALES,
  setLocale,
} from '@storefront/state';
import { currencyName, t } from '@storefront/ui-shared';
import { useLocale } from '@storefront/ui-shared/react';
import { useAtomValue } from 'jotai/react';
import { useId } from 'react';
import { useAppServices } from '../app/services';
import './locale-settings.css';

/**
 * The visitor's language and currency as two groups of radio buttons. Both persist (the state
 * package's atoms and their cookie mirrors); a switch re-renders the words at once and refetches
 * the catalogue in the new language or currency (both are in its query keys): no reload.
 */
export function LocaleSettingsForm() {
  const { store } = useAppServices();
  const locale = useLocale();
  const currencies = useAtomValue(currencyListAtom);
  const active = useAtomValue(currencyActiveAtom);
  const name = useId();
  return (
    <div className="locale-settings">
      <fieldset className="locale-settings__group">
        <legend className="locale-settings__legend">{t(locale, 'catalog.picker.language')}</legend>
        {SUPPORTED_LOCALES.map((value: Locale) => (
          <label key={value} className="locale-settings__option" lang={value}>
            <input
              type="radio"
              name={`${name}-language`}
              value={value}
              checked={locale === value}
              onChange={() => setLocale(store, value)}
            />
            <span>{t(locale, `catalog.picker.language.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {currencies.length > 0 && (
        <fieldset className="locale-settings__group">
          <legend className="locale-settings__legend">
            {t(locale, 'catalog.picker.currency')}
          </legend>
          {currencies.map((currency) => (
            <label key={currency.id} className="locale-settings__option">
              <input
                type="radio"
                name={`${name}-currency`}
                value={currency.id}
                checked={active?.id === currency.id}
                onChange={() => store.set(currencyActiveAtom, currency)}
              />
              <span>{currencyName(locale, currency)}</span>
              <span className="locale-settings__code">{currency.code}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
