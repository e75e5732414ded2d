import { showLoginDialogAtom, userInfoAtom } from '@storefront/state';
import { t } from '@storefront/ui-shared';
import { logoutMutation } from '@storefront/ui-shared/react';
import { useMutation } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useRuntime } from '../app/runtime-context';
import { useIsLogin, useLocale, useMounted } from '../app/session';
import { UserIcon } from './icons';

/** "Log in" (opens the dialog), or the user's name with their pages and "Log out". */
export function UserEntry() {
  const locale = useLocale();
  const isLogin = useIsLogin();
  const user = useAtomValue(userInfoAtom);
  const openLogin = useSetAtom(showLoginDialogAtom);
  const mounted = useMounted();

  if (!isLogin) {
    return (
      <Button type="primary" className="pc-login-button" onClick={() => openLogin(true)}>
        {t(locale, 'nav.logIn')}
      </Button>
    );
  }
  const name = mounted && user ? user.nickname || user.email : t(locale, 'nav.account');
  return (
    <div className="pc-user">
      <a className="pc-tool" href="/personal">
        <span className="pc-tool__icon">
          <UserIcon />
        </span>
        <span className="pc-user__name">{name}</span>
      </a>
      <LogoutButton className="pc-user__logout" type="text" />
    </div>
  );
}

/** "Log out": ends the session on the server and in the browser; the page shows the guest view. */
export function LogoutButton({
  className,
  type = 'default',
}: {
  className?: string;
  type?: 'text' | 'default';
}) {
  const { api, store, queryClient } = useRuntime();
  const locale = useLocale();
  const logout = useMutation(logoutMutation(api, store, queryClient));
  return (
    <Button
      type={type}
      className={className}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
    >
      {t(locale, 'nav.logOut')}
    </Button>
  );
}
