import { isLoginAtom } from '@storefront/state';
import { useAtomValue } from 'jotai/react';
import { createContext, useContext } from 'react';
import { usePageContext } from './page-context';

/** True once the app has mounted and the stored state is in the store (false in SSR, hydration). */
export const MountedContext = createContext(false);

export const useMounted = () => useContext(MountedContext);

/** Logged in: the stored state once mounted, the request's token cookie before. */
export function useIsLogin(): boolean {
  const stored = useAtomValue(isLoginAtom);
  const { hasSession } = usePageContext();
  return useMounted() ? stored : hasSession;
}
