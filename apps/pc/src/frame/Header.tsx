import { type MessageKey, PROMOTION_LIST_PATHS, productListPath, t } from '@storefront/ui-shared';
import { useLocale } from '@storefront/ui-shared/react';
import { APP_TITLE } from '../app/app-config';
import { usePageContext } from '../app/page-context';
import { CartEntry } from './CartEntry';
import { CategoryNav } from './CategoryNav';
import { LogoMark } from './icons';
import { CurrencyPicker, LanguagePicker } from './Pickers';
import { SearchBox } from './SearchBox';
import { UserEntry } from './UserEntry';

const TYPE_LINKS = [
  [productListPath('Games'), 'nav.games'],
  [productListPath('Links'), 'nav.links'],
  [productListPath('Login'), 'nav.loginTopUps'],
  [PROMOTION_LIST_PATHS.pc, 'nav.promotions'],
] as const satisfies readonly (readonly [string, MessageKey])[];

/** `/games` and `/games/x` are in the Games section. */
function isSection(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function Header() {
  const locale = useLocale();
  const { urlPathname } = usePageContext();
  return (
    <header className="pc-header">
      <div className="pc-header__bar">
        <a className="pc-logo" href="/" aria-label={`${APP_TITLE} - ${t(locale, 'nav.home')}`}>
          <LogoMark />
          <span className="pc-logo__name">{APP_TITLE}</span>
        </a>
        <nav className="pc-types" aria-label="Product types">
          {TYPE_LINKS.map(([href, key]) => (
            <a
              key={href}
              href={href}
              aria-current={isSection(urlPathname, href) ? 'page' : undefined}
            >
              {t(locale, key)}
            </a>
          ))}
        </nav>
        <SearchBox />
        <div className="pc-header__tools">
          <CurrencyPicker />
          <LanguagePicker />
          <CartEntry />
          <UserEntry />
        </div>
      </div>
      <CategoryNav />
    </header>
  );
}
