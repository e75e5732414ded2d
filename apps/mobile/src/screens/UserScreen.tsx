import type { UserSummary } from '@storefront/api-client/contract';
import { isLoginAtom, localeAtom, logout, userInfoAtom } from '@storefront/state';
import { formatMoney, t } from '@storefront/ui-shared';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { Cell } from 'react-vant/es/cell/index.js';
import 'react-vant/es/cell/style/index.css';
import { navigate } from 'vike/client/router';
import { useAppServices } from '../app/services';
import { LocaleSettingsForm } from '../frame/LocaleSettingsForm';
import { USER_SUMMARY_QUERY_KEY } from '../frame/use-session-check';
import { mt } from '../i18n/messages';
import { RouteScreen } from './RouteScreen';

/** `/user`: who is logged in, the balances (`User/Summary`), links to orders and history, log out. */
export function UserScreen() {
  const { store, api } = useAppServices();
  const locale = useAtomValue(localeAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const userInfo = useAtomValue(userInfoAtom);
  // Fetched by the frame's session check; this page only reads it.
  const summary = useQuery<UserSummary>({ queryKey: USER_SUMMARY_QUERY_KEY, enabled: false });
  const user = summary.data?.user ?? userInfo;
  const balances = user?.userBalance.filter((entry) => entry.balance > 0) ?? [];

  async function logOut() {
    await api.user.logout().catch(() => {});
    logout(store);
    await navigate('/');
  }

  return (
    <>
      <RouteScreen page="user" />
      {isLogin && user && (
        <div className="user-panel" data-testid="user-panel">
          <p className="user-panel__who">
            {mt(locale, 'loggedInAs')} <strong>{user.nickname}</strong>
            <span className="user-panel__email">{user.email}</span>
          </p>
          <Cell.Group title={mt(locale, 'balances')} inset>
            {balances.length === 0 && <Cell title={mt(locale, 'noBalances')} />}
            {balances.map((entry) => (
              <Cell
                key={entry.currencyId}
                title={entry.currencyCode}
                value={
                  <span className="price">
                    {formatMoney(
                      {
                        amount: entry.balance,
                        currencyCode: entry.currencyCode,
                        decimals: entry.decimals,
                      },
                      locale,
                    )}
                  </span>
                }
              />
            ))}
          </Cell.Group>
          <nav className="link-list">
            <a href="/orders">{t(locale, 'route.orders')}</a>
            <a href="/user/billing">{t(locale, 'route.balanceHistory')}</a>
          </nav>
          <Button className="user-panel__logout" block round plain type="primary" onClick={logOut}>
            {t(locale, 'nav.logOut')}
          </Button>
        </div>
      )}
      <section className="user-settings" aria-label={t(locale, 'catalog.picker.title')}>
        <LocaleSettingsForm />
      </section>
    </>
  );
}
