import {
  CART_PATH,
  type MessageKey,
  MOBILE_LOGIN_PATH,
  ORDERS_PATH,
  PROMO_PATH,
  PROMOTION_LIST_PATHS,
  USER_PATH,
} from '@storefront/ui-shared';

export interface Tab {
  /** Where the tab goes; also the `tabbarActive` value while it is highlighted. */
  path: string;
  label: MessageKey;
  icon: 'home' | 'promo' | 'cart' | 'user';
  /** Other pages of the tab's section (the same screen under another route). */
  section?: readonly string[];
}

/** The bottom tab bar: Home, Promotions, Cart (with the item count) and the account page. */
export const TABS: readonly Tab[] = [
  { path: '/', label: 'nav.home', icon: 'home' },
  {
    path: PROMO_PATH,
    label: 'nav.promotions',
    icon: 'promo',
    section: [PROMOTION_LIST_PATHS.mobile, '/mobile/daftarPromo', '/mobile/daftarPromoDetail'],
  },
  { path: CART_PATH, label: 'nav.cart', icon: 'cart', section: ['/mobile/cart'] },
  {
    path: USER_PATH,
    label: 'nav.account',
    icon: 'user',
    section: [
      '/mobile/user',
      MOBILE_LOGIN_PATH,
      '/mobile/login',
      ORDERS_PATH,
      '/mobile/orderHistory',
      '/mobile/orderDetail',
      '/mobile/balanceHistory',
    ],
  },
];

/**
 * The tab a path belongs to: its own tab, the one whose section it is in (`/user/billing`,
 * `/daftarPromo`), or the account tab for the login page (where that tab leads a visitor who is not
 * logged in).
 */
export function tabOf(path: string): Tab | undefined {
  const exact = TABS.find((tab) => tab.path === path || tab.section?.includes(path));
  if (exact) return exact;
  return TABS.find((tab) => tab.path !== '/' && path.startsWith(`${tab.path}/`));
}

/** The pages that are a tab's root show no back arrow: the tab bar is the way out. */
export function isTabRoot(pathname: string): boolean {
  return TABS.some((tab) => tab.path === pathname);
}
