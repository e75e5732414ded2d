import { isLoginAtom, type Locale, localeAtom } from '@storefront/state';
import { useAtomValue } from 'jotai/react';
import { createContext, useContext } from 'react';
import { usePageContext } from './page-context';

/** True once the app has mounted and the stored state is in the store (false in SSR, hydration). */
export const MountedContext = createContext(false);

export const useMounted = () => useContext(MountedContext);

/** The UI language: the stored one once mounted, the request's (its cookie) before. */
export function useLocale(): Locale {
  const stored = useAtomValue(localeAtom);
  const { locale } = usePageContext();
  return useMounted() ? stored : locale;
}

/** Logged in: the stored state once mounted, the request's token cookie before. */
export function useIsLogin(): boolean {
  const stored = useAtomValue(isLoginAtom);
  const { hasSession } = usePageContext();
  return useMounted() ? stored : hasSession;
}
