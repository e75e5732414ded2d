import { GiftO, HomeO, ShoppingCartO, UserO } from '@react-vant/icons';
import { type Locale, t } from '@storefront/ui-shared';
import { Tabbar } from 'react-vant/es/tabbar/index.js';
import 'react-vant/es/tabbar/style/index.css';
import { TABS, type Tab } from './tabs';

const ICONS: Record<Tab['icon'], typeof HomeO> = {
  home: HomeO,
  promo: GiftO,
  cart: ShoppingCartO,
  user: UserO,
};

export interface MobileTabbarProps {
  /** The `tabbarActive` route. */
  active: string;
  cartCount: number;
  locale: Locale;
}

/**
 * The bottom tab bar. Each tab's label is a real link stretched over the whole tab, so vike's client
 * router handles the tap, keyboards reach it and the links exist in the server's HTML.
 */
export function MobileTabbar({ active, cartCount, locale }: MobileTabbarProps) {
  return (
    <nav aria-label="Tabs">
      <Tabbar className="app-tabbar" value={active} fixed placeholder safeAreaInsetBottom>
        {TABS.map((tab) => {
          const Icon = ICONS[tab.icon];
          const count = tab.icon === 'cart' && cartCount > 0 ? cartCount : 0;
          // The badge is for the eye; the link's name says the count ("Cart (2)"), as on pc.
          const badge = count
            ? {
                content: (
                  <span aria-hidden="true" data-testid="cart-badge">
                    {count}
                  </span>
                ),
              }
            : undefined;
          return (
            <Tabbar.Item
              key={tab.path}
              name={tab.path}
              icon={<Icon aria-hidden />}
              {...(badge ? { badge } : {})}
            >
              <a
                className="app-tabbar__link"
                href={tab.path}
                aria-current={tab.path === active ? 'page' : undefined}
                data-testid={`tab-${tab.icon}`}
              >
                {t(locale, tab.label)}
                {count > 0 && <span className="visually-hidden"> ({count})</span>}
              </a>
            </Tabbar.Item>
          );
        })}
      </Tabbar>
    </nav>
  );
}
