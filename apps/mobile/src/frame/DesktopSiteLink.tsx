import { DesktopO } from '@react-vant/icons';
import type { Locale } from '@storefront/ui-shared';
import { mt } from '../i18n/messages';

/** The gateway's layout switch: the desktop layout of the same page, remembered in a cookie. */
export function desktopSiteHref(pathname: string): string {
  return `/_switch?to=pc&next=${encodeURIComponent(pathname)}`;
}

/** A full page load on purpose (`rel="external"`): the other layout is another app. */
export function DesktopSiteLink({ pathname, locale }: { pathname: string; locale: Locale }) {
  return (
    <a className="desktop-site-link" href={desktopSiteHref(pathname)} rel="external">
      <DesktopO aria-hidden />
      {mt(locale, 'desktopSite')}
    </a>
  );
}
