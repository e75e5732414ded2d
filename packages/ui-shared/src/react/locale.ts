import { type Locale, localeAtom } from '@storefront/state';
import { useAtomValue } from 'jotai/react';

/**
 * The UI language, for both apps. The server's store holds the request's (its `sf_locale` cookie)
 * and the browser's takes the document's before hydrating (`createClientRender`), so the first
 * render matches the server's; a language switch re-renders every reader.
 */
export function useLocale(): Locale {
  return useAtomValue(localeAtom);
}
