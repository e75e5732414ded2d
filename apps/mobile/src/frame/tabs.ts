import { type MessageKey, MOBILE_LOGIN_PATH } from '@storefront/ui-shared';

export interface Tab {
  /** Where the tab goes; also the `tabbarActive` value while it is highlighted. */
  path: string;
  label: MessageKey;
  icon: 'home' | 'promo' | 'cart' | 'user';
}

/** The bottom tab bar: Home, Promotions, Cart (with the item count) and the account page. */
export const TABS: readonly Tab[] = [
  { path: '/', label: 'nav.home', icon: 'home' },
  { path: '/promo', label: 'nav.promotions', icon: 'promo' },
  { path: '/shopCart', label: 'nav.cart', icon: 'cart' },
  { path: '/user', label: 'nav.account', icon: 'user' },
];

/**
 * The tab a path belongs to: its own tab, the one whose section it is in (`/user/billing`), or the
 * account tab for the login page (where that tab leads a visitor who is not logged in).
 */
export function tabOf(pathname: string): Tab | undefined {
  const path = pathname === MOBILE_LOGIN_PATH ? '/user' : pathname;
  const exact = TABS.find((tab) => tab.path === path);
  if (exact) return exact;
  return TABS.find((tab) => tab.path !== '/' && path.startsWith(`${tab.path}/`));
}

/** The pages that are a tab's root show no back arrow: the tab bar is the way out. */
export function isTabRoot(pathname: string): boolean {
  return TABS.some((tab) => tab.path === pathname);
}
