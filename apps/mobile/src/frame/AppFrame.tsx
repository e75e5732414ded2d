import { localeAtom, showTabbarAtom, tabbarActiveAtom } from '@storefront/state';
import { pageTitle } from '@storefront/ui-shared';
import { NavigationLoader, pageRouteMatch, useAppBootstrap } from '@storefront/ui-shared/react';
import { BRAND_NAME } from '@storefront/ui-shared/tokens';
import { useAtomValue } from 'jotai/react';
import { type ReactNode, useEffect } from 'react';
import { usePageContext } from '../app/page-context';
import { useAppServices } from '../app/services';
import { useCategoryTitle } from '../catalog/use-category-title';
import { screenTitle } from '../routing/screen-title';
import { DesktopSiteLink } from './DesktopSiteLink';
import { isFirstPageOfVisit } from './history';
import { MobileNavBar } from './MobileNavBar';
import { MobileTabbar } from './MobileTabbar';
import { NewVersionNotice } from './NewVersionNotice';
import { pageShowsTabbar } from './tabbar-pages';
import { isTabRoot, tabOf } from './tabs';
import { useCartCount } from './use-cart-count';
import { useSessionCheck } from './use-session-check';

/** The mobile page frame: NavBar, the page, a footer with the desktop-site link, the tab bar. */
export function AppFrame({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const { store, api } = useAppServices();
  const mounted = useAppBootstrap(store, api);
  const locale = useAtomValue(localeAtom, { store });
  const title = useCategoryTitle(pageContext.data?.category) ?? screenTitle(pageContext, locale);
  const pathname = pageContext.urlPathname;
  const match = pageRouteMatch('mobile', pageContext);
  const withTabbar = pageShowsTabbar(match);
  const pageTab = tabOf(pathname);

  // After the stored state has loaded (the bootstrap's effect runs first): this page's tab bar.
  // A page outside the tabs keeps the tab the visitor came from; a visit starting there shows Home.
  useEffect(() => {
    store.set(showTabbarAtom, withTabbar);
    if (pageTab) store.set(tabbarActiveAtom, pageTab.path);
    else if (isFirstPageOfVisit()) store.set(tabbarActiveAtom, '/');
  }, [store, withTabbar, pageTab]);

  // A language switch retitles the document too (navigations title it in onRenderClient).
  useEffect(() => {
    if (mounted) document.title = pageTitle(BRAND_NAME, title);
  }, [mounted, title]);

  const showTabbar = useAtomValue(showTabbarAtom, { store });
  const tabbarActive = useAtomValue(tabbarActiveAtom, { store });
  const cartCount = useCartCount(mounted);
  useSessionCheck(mounted);

  return (
    // data-mounted: the stored state is loaded (end-to-end tests wait for it).
    <div className="app" data-mounted={mounted || undefined}>
      <MobileNavBar title={title} back={!isTabRoot(pathname)} ready={mounted} locale={locale} />
      <NewVersionNotice buildId={pageContext.buildId} locale={locale} />
      <main className="app-main">{children}</main>
      <footer className="app-footer">
        <DesktopSiteLink path={pageContext.urlOriginal} locale={locale} />
      </footer>
      {(mounted ? showTabbar : withTabbar) && (
        <MobileTabbar
          active={mounted ? tabbarActive : (pageTab?.path ?? '/')}
          cartCount={cartCount}
          locale={locale}
        />
      )}
      <NavigationLoader />
    </div>
  );
}
