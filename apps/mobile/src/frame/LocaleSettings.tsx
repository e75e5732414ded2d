import type { Locale } from '@storefront/state';
import { t } from '@storefront/ui-shared';
import { lazy, Suspense, useRef, useState } from 'react';
import './locale-settings.css';

const LocaleSettingsSheet = lazy(() => import('./LocaleSettingsSheet'));

/** A globe button at the right of the NavBar opening the language and currency sheet. */
export function LocaleSettingsButton({ locale }: { locale: Locale }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The sheet's code loads on the first tap, so it stays out of every page's first load.
  const [loaded, setLoaded] = useState(false);
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
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <GlobeIcon />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <LocaleSettingsSheet open={open} onClose={close} locale={locale} />
        </Suspense>
      )}
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
