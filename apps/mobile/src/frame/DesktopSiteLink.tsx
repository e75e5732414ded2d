import { DesktopO } from '@react-vant/icons';
import { type Locale, t } from '@storefront/ui-shared';

/** The gateway's layout switch: the desktop layout of the same page, remembered in a cookie. */
export function desktopSiteHref(path: string): string {
  return `/_switch?to=pc&next=${encodeURIComponent(path)}`;
}

/** A full page load on purpose (`rel="external"`): the other layout is another app. */
export function DesktopSiteLink({ path, locale }: { path: string; locale: Locale }) {
  return (
    <a className="desktop-site-link" href={desktopSiteHref(path)} rel="external">
      <DesktopO aria-hidden />
      {t(locale, 'nav.desktopSite')}
    </a>
  );
}
