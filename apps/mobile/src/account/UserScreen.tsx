import { isLoginAtom, userInfoAtom } from '@storefront/state';
import {
  accountFormText,
  formatDate,
  HELP_PATH,
  ORDERS_PATH,
  TRACK_PATH,
  t,
  WALLET_PATH,
} from '@storefront/ui-shared';
import { logoutMutation, useLocale, userSummaryQuery } from '@storefront/ui-shared/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { navigate } from 'vike/client/router';
import { useAppServices } from '../app/services';
import { LocaleSettingsForm } from '../frame/LocaleSettingsForm';
import { BalanceCards } from '../wallet/BalanceCards';
import { DepositNotice, TopUpButton } from '../wallet/TopUpAction';
import { OrderCounts } from './OrderCounts';
import './account.css';

// The form's code (and the password policy's dictionary) loads on the first tap.
const ChangePasswordSheet = lazy(() => import('./ChangePasswordSheet'));

/**
 * `/user`: who is logged in (member since), the balances and order counts of `User/Summary`, the
 * ways to the orders, the wallet and help, and log out. The route needs a login (the guard).
 */
export function UserScreen() {
  const { store, api } = useAppServices();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const isLogin = useAtomValue(isLoginAtom);
  const userInfo = useAtomValue(userInfoAtom);
  const summary = useQuery({ ...userSummaryQuery(api), enabled: isLogin });
  const logOut = useMutation(logoutMutation(api, store, queryClient));
  const user = summary.data?.user ?? userInfo;

  return (
    <>
      {isLogin && user && (
        <div className="user-panel" data-testid="user-panel">
          <DepositNotice locale={locale} />
          <header className="profile-card">
            <span className="profile-card__avatar" aria-hidden="true">
              {user.nickname.slice(0, 1).toUpperCase()}
            </span>
            <div className="profile-card__who">
              <h2 className="profile-card__name">{user.nickname}</h2>
              <span className="profile-card__email">{user.email}</span>
              <span className="profile-card__since">
                {t(locale, 'account.memberSince', { date: formatDate(user.createdAt, locale) })}
              </span>
            </div>
          </header>
          <h3 className="section-title">{t(locale, 'account.balances')}</h3>
          <BalanceCards balances={user.userBalance} locale={locale} />
          <TopUpButton balances={user.userBalance} locale={locale} />
          <OrderCounts counts={summary.data?.orderCounts} locale={locale} />
          <nav className="link-list" aria-label={t(locale, 'nav.account')}>
            <a href={ORDERS_PATH}>{t(locale, 'route.orders')}</a>
            <a href={WALLET_PATH}>{t(locale, 'route.balanceHistory')}</a>
            <a href={TRACK_PATH}>{t(locale, 'track.link')}</a>
            <a href={HELP_PATH}>{t(locale, 'route.help')}</a>
            <ChangePasswordEntry locale={locale} user={user} />
          </nav>
          <Button
            className="user-panel__logout"
            block
            round
            plain
            type="primary"
            loading={logOut.isPending}
            disabled={logOut.isPending}
            onClick={async () => {
              // Awaited: this panel is gone once logged out, and a `mutate` callback with it.
              await logOut.mutateAsync().catch(() => undefined);
              await navigate('/');
            }}
            data-testid="logout"
          >
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

/** "Change password" in the account's list, opening its sheet. */
function ChangePasswordEntry({
  locale,
  user,
}: {
  locale: Parameters<typeof t>[0];
  user: { email: string; nickname: string };
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link-list__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="change-password"
      >
        {accountFormText(locale, 'account.changeTitle')}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ChangePasswordSheet
            open={open}
            onClose={() => setOpen(false)}
            locale={locale}
            user={user}
          />
        </Suspense>
      )}
    </>
  );
}
