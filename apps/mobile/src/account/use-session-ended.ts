import { isLoginAtom } from '@storefront/state';
import { useCallback, useRef } from 'react';
import { useAppServices } from '../app/services';

/**
 * For a query's `enabled`: true once the user who was logged in on this screen is not any more (a
 * 401 logged them out). Read from the store at fetch time, so a refetch started in the same tick
 * as the logout (the payment's own refresh after its 401) does not ask again as a guest and show a
 * "not found" over the "log in again" message while the login page opens.
 */
export function useSessionEnded(): () => boolean {
  const { store } = useAppServices();
  const wasLoggedIn = useRef(false);
  return useCallback(() => {
    const isLogin = store.get(isLoginAtom);
    if (isLogin) wasLoggedIn.current = true;
    return wasLoggedIn.current && !isLogin;
  }, [store]);
}
