import { showLoginDialogAtom, userInfoAtom } from '@storefront/state';
import { ORDERS_PATH, PERSONAL_PATH, t, WALLET_PATH } from '@storefront/ui-shared';
import { logoutMutation, useLocale } from '@storefront/ui-shared/react';
import { useMutation } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect, useRef, useState } from 'react';
import { useAppServices } from '../app/services';
import { useIsLogin, useMounted } from '../app/session';
import { UserIcon } from './icons';

/** "Log in" (opens the dialog), or the user's name with a menu of their pages and "Log out". */
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
  return <UserMenu name={name} />;
}

/**
 * The user's menu, a plain disclosure (the header is on every page's first load, where a menu
 * component's code would not fit the budget): opens on click, closes on Escape or a click outside.
 */
function UserMenu({ name }: { name: string }) {
  const locale = useLocale();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const links = [
    [PERSONAL_PATH, t(locale, 'route.personal')],
    [ORDERS_PATH, t(locale, 'account.links.orders')],
    [WALLET_PATH, t(locale, 'account.links.wallet')],
  ] as const;
  return (
    <div className="pc-user" ref={root}>
      <button
        type="button"
        className="pc-tool pc-user__toggle"
        aria-expanded={open}
        aria-controls="pc-user-menu"
        onClick={() => setOpen(!open)}
      >
        <span className="pc-tool__icon">
          <UserIcon />
        </span>
        <span className="pc-user__name" data-testid="user-name">
          {name}
        </span>
      </button>
      {open && (
        <ul className="pc-user__menu" id="pc-user-menu">
          {links.map(([href, label]) => (
            <li key={href}>
              <a href={href} onClick={() => setOpen(false)}>
                {label}
              </a>
            </li>
          ))}
          <li className="pc-user__logout">
            <button type="button" disabled={logout.isPending} onClick={() => logout.mutate()}>
              {t(locale, 'account.logOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

function useLogout() {
  const { api, store, queryClient } = useAppServices();
  return useMutation(logoutMutation(api, store, queryClient));
}

/** "Log out": ends the session on the server and in the browser; the page shows the guest view. */
export function LogoutButton() {
  const locale = useLocale();
  const logout = useLogout();
  return (
    <Button loading={logout.isPending} onClick={() => logout.mutate()}>
      {t(locale, 'account.logOut')}
    </Button>
  );
}
