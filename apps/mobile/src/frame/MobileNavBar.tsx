import { ArrowLeft } from '@react-vant/icons';
import type { Locale } from '@storefront/ui-shared';
import { NavBar } from 'react-vant/es/nav-bar/index.js';
import 'react-vant/es/nav-bar/style/index.css';
import { navigate } from 'vike/client/router';
import { mt } from '../i18n/messages';
import { hasPreviousPage } from './history';
import { LocaleSettingsButton } from './LocaleSettings';

export interface MobileNavBarProps {
  title: string;
  /** Shows the back arrow: previous page of this visit, else home. */
  back: boolean;
  /** The page is interactive: until then the back arrow (a script's job) cannot be pressed. */
  ready: boolean;
  locale: Locale;
}

function goBack() {
  if (hasPreviousPage()) window.history.back();
  else void navigate('/');
}

/** The top bar: the route's title, a back arrow on pages below a tab, the language and currency. */
export function MobileNavBar({ title, back, ready, locale }: MobileNavBarProps) {
  const backButton = back ? (
    <button
      type="button"
      className="nav-back"
      aria-label={mt(locale, 'back')}
      disabled={!ready}
      onClick={goBack}
    >
      <ArrowLeft aria-hidden />
    </button>
  ) : undefined;
  return (
    <NavBar
      className="app-nav"
      title={<h1 className="app-nav__title">{title}</h1>}
      leftArrow={false}
      leftText={backButton}
      rightText={<LocaleSettingsButton locale={locale} />}
      fixed
      placeholder
      safeAreaInsetTop
    />
  );
}
