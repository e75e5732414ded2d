import { isLoginAtom, userInfoAtom } from '@storefront/state';
import { userSummaryQuery } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { useAppServices } from '../app/services';

/**
 * A stored login is checked once the app has mounted: `User/Summary` refreshes the user's info and
 * balances, and an expired or revoked token answers 401, which logs out and opens `/loginPage`.
 * The account page reads the same query.
 */
export function useSessionCheck(mounted: boolean): void {
  const { store, api } = useAppServices();
  const isLogin = useAtomValue(isLoginAtom, { store });
  const { data } = useQuery({
    ...userSummaryQuery(api),
    enabled: mounted && isLogin,
    retry: false,
  });
  useEffect(() => {
    if (data && store.get(isLoginAtom)) store.set(userInfoAtom, data.user);
  }, [data, store]);
}
