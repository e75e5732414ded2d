import { showLoginDialogAtom } from '@storefront/state';
import { t } from '@storefront/ui-shared';
import { useLocale } from '@storefront/ui-shared/react';
import Button from 'antd/es/button';
import { useSetAtom } from 'jotai/react';

/** A private page's body while logged out: the login dialog opens over it. */
export function LoginRequired() {
  const locale = useLocale();
  const openLogin = useSetAtom(showLoginDialogAtom);
  return (
    <section className="pc-page pc-login-required" data-testid="login-required">
      <h1 className="pc-page__title">{t(locale, 'nav.logIn')}</h1>
      <p className="pc-page__lead">{t(locale, 'account.loginRequired')}</p>
      <Button type="primary" size="large" onClick={() => openLogin(true)}>
        {t(locale, 'nav.logIn')}
      </Button>
    </section>
  );
}
