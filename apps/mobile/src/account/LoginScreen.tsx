import { accountFormText, ORDERS_PATH, TRACK_PATH, t } from '@storefront/ui-shared';
import { loginMutation, useLocale } from '@storefront/ui-shared/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from '../app/page-context';
import { useAppServices } from '../app/services';
import { SegmentTabs } from '../common/SegmentTabs';
import { LoginForm } from './AccountForms';
import { ForgotPanel } from './ForgotPanel';
import { rememberReturnPath, takeReturnPath } from './login-return';
import { SignupPanel } from './SignupPanel';
import './account.css';

type Mode = 'login' | 'register' | 'forgot';

const modeOf = (tab: string | undefined): Mode =>
  tab === 'register' || tab === 'forgot' ? tab : 'login';

/**
 * `/loginPage` (and `/mobile/login`): log in or register, then back to where the visitor came from.
 * Both log in the same way (token cookie, user state) and refetch everything: the API merged the
 * guest's cart into the user's. The account tab leads a guest here, so the ways to a guest's own
 * orders and to order tracking are here too.
 */
export function LoginScreen() {
  const { store, api } = useAppServices();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const { urlParsed } = usePageContext();
  const [mode, setMode] = useState<Mode>(modeOf(urlParsed.search.tab));
  const logIn = useMutation(loginMutation(api, store, queryClient));
  const redirect = urlParsed.search.redirect;

  useEffect(() => rememberReturnPath(redirect, window.location.origin), [redirect]);

  const done = () => navigate(takeReturnPath(window.location.origin));

  if (mode === 'forgot') {
    return (
      <section className="screen screen--login">
        <ForgotPanel locale={locale} onBack={() => setMode('login')} />
      </section>
    );
  }
  return (
    <section className="screen screen--login">
      <SegmentTabs
        className="login-tabs"
        label={t(locale, 'account.logIn')}
        tabs={[
          { name: 'login', label: t(locale, 'account.logIn') },
          { name: 'register', label: t(locale, 'account.register') },
        ]}
        active={mode}
        onChange={setMode}
      />
      <div role="tabpanel" className="login-panel">
        {mode === 'login' ? (
          <>
            <p className="screen__description">{t(locale, 'account.loginIntro')}</p>
            <LoginForm
              locale={locale}
              submitting={logIn.isPending}
              // The API client shows a refusal (red notification); the form stays for another try.
              onSubmit={(values) => logIn.mutate(values, { onSuccess: done })}
            />
            <button
              type="button"
              className="account-form__link login-forgot"
              onClick={() => setMode('forgot')}
            >
              {accountFormText(locale, 'account.forgotLink')}
            </button>
          </>
        ) : (
          <SignupPanel locale={locale} onDone={done} />
        )}
      </div>
      <nav className="link-list login-guest-links" aria-label={t(locale, 'nav.orders')}>
        <a href={ORDERS_PATH}>{t(locale, 'route.orders')}</a>
        <a href={TRACK_PATH}>{t(locale, 'track.link')}</a>
      </nav>
    </section>
  );
}
