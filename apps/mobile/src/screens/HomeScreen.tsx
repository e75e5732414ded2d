import { gameCateListAtom, localeAtom } from '@storefront/state';
import { t } from '@storefront/ui-shared';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { useAppServices } from '../app/services';
import { categoriesQuery } from '../queries/categories';
import { RouteScreen } from './RouteScreen';

const SHORTCUTS = [
  { href: '/games', label: 'nav.games' },
  { href: '/links', label: 'nav.links' },
  { href: '/login', label: 'nav.loginTopUps' },
  { href: '/daftarPromo', label: 'route.promoList' },
  { href: '/help', label: 'nav.help' },
  { href: '/about', label: 'nav.about' },
] as const;

/** `/`: the placeholder, with ways into the catalogue (product types, then the categories). */
export function HomeScreen() {
  const locale = useAtomValue(localeAtom);
  const { api } = useAppServices();
  // Server-rendered from the page's data; the start-up InitData keeps the store's copy fresh.
  const { data } = useQuery(categoriesQuery(api, locale));
  const stored = useAtomValue(gameCateListAtom);
  const categories = data ?? stored;
  return (
    <>
      <RouteScreen page="home" />
      <nav className="shortcut-grid" aria-label={t(locale, 'nav.games')}>
        {SHORTCUTS.map((shortcut) => (
          <a key={shortcut.href} className="shortcut" href={shortcut.href}>
            {t(locale, shortcut.label)}
          </a>
        ))}
      </nav>
      {categories.length > 0 && (
        <nav className="link-list" aria-label="Categories" data-testid="category-links">
          {categories.map((category) => (
            <a key={category.name} href={`/${category.name}`}>
              {category.title}
            </a>
          ))}
        </nav>
      )}
    </>
  );
}
