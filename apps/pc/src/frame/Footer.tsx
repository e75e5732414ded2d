import {
  ABOUT_PATH,
  HELP_PATH,
  LEGAL_PATH,
  ORDERS_PATH,
  TRACK_PATH,
  t,
} from '@storefront/ui-shared';
import { useLocale } from '@storefront/ui-shared/react';
import { APP_TITLE, switchToMobileHref } from '../app/app-config';
import { usePageContext } from '../app/page-context';

export function Footer() {
  const locale = useLocale();
  const { urlOriginal } = usePageContext();
  return (
    <footer className="pc-footer">
      <div className="pc-footer__inner">
        <span className="pc-footer__brand">
          © {new Date().getFullYear()} {APP_TITLE}
        </span>
        <nav className="pc-footer__links" aria-label={t(locale, 'nav.storeInfo')}>
          <a href={ABOUT_PATH}>{t(locale, 'nav.about')}</a>
          <a href={HELP_PATH}>{t(locale, 'nav.help')}</a>
          <a href={LEGAL_PATH}>{t(locale, 'nav.legal')}</a>
          <a href={ORDERS_PATH}>{t(locale, 'nav.orders')}</a>
          <a href={TRACK_PATH}>{t(locale, 'track.link')}</a>
          {/* A full page load: the gateway switches the device and remembers it. */}
          <a href={switchToMobileHref(urlOriginal)} rel="external" data-testid="mobile-site-link">
            {t(locale, 'nav.mobileSite')}
          </a>
        </nav>
      </div>
    </footer>
  );
}
