import {
  currencyActiveAtom,
  currencyListAtom,
  type Locale,
  localeAtom,
  SUPPORTED_LOCALES,
  setLocale,
} from '@storefront/state';
import { t } from '@storefront/ui-shared';
import { useAtomValue } from 'jotai/react';
import { useId, useRef, useState } from 'react';
import { Popup } from 'react-vant/es/popup/index.js';
import 'react-vant/es/popup/style/index.css';
import { useAppServices } from '../app/services';
import './locale-settings.css';

/**
 * The visitor's language and currency as two groups of radio buttons. Both persist (the state
 * package's atoms and their cookie mirrors); a switch re-renders the words at once and refetches
 * the catalogue in the new language or currency (both are in its query keys): no reload.
 */
export function LocaleSettingsForm() {
  const { store } = useAppServices();
  const locale = useAtomValue(localeAtom);
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
              <span>{currency.name}</span>
              <span className="locale-settings__code">{currency.code}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

/** A globe button at the right of the NavBar opening the language and currency sheet. */
export function LocaleSettingsButton({ locale }: { locale: Locale }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="locale-settings-button"
        aria-label={t(locale, 'catalog.picker.title')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="locale-settings"
        onClick={() => setOpen(true)}
      >
        <GlobeIcon />
      </button>
      <Popup
        visible={open}
        position="bottom"
        round
        safeAreaInsetBottom
        destroyOnClose
        onClose={close}
        onOpened={() => dialog.current?.querySelector<HTMLInputElement>('input:checked')?.focus()}
        className="locale-settings-sheet"
      >
        <div
          ref={dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <h2 id={titleId} className="locale-settings-sheet__title">
            {t(locale, 'catalog.picker.title')}
          </h2>
          <LocaleSettingsForm />
          <button type="button" className="locale-settings-sheet__done" onClick={close}>
            {t(locale, 'catalog.picker.done')}
          </button>
        </div>
      </Popup>
    </>
  );
}

/** A globe drawn in strokes (no icon font). */
function GlobeIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9M12 3C9.5 5.6 8.2 8.6 8.2 12s1.3 6.4 3.8 9" />
    </svg>
  );
}
