import { isLoginAtom, userInfoAtom } from '@storefront/state';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { useAppServices } from '../app/services';

/** The query of `User/Summary`; the account page shows the same data. */
export const USER_SUMMARY_QUERY_KEY = ['userSummary'] as const;

/**
 * A stored login is checked once the app has mounted: `User/Summary` refreshes the user's info and
 * balances, and an expired or revoked token answers 401, which logs out and opens `/loginPage`.
 */
export function useSessionCheck(mounted: boolean): void {
  const { store, api } = useAppServices();
  const isLogin = useAtomValue(isLoginAtom, { store });
  const { data } = useQuery({
    queryKey: USER_SUMMARY_QUERY_KEY,
    queryFn: () => api.user.summary(),
    enabled: mounted && isLogin,
    retry: false,
  });
  useEffect(() => {
    if (data && store.get(isLoginAtom)) store.set(userInfoAtom, data.user);
  }, [data, store]);
}
