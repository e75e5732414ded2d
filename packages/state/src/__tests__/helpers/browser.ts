import Cookies from 'js-cookie';
import { CURRENCY_COOKIE, GUEST_COOKIE, LOCALE_COOKIE, TOKEN_COOKIE } from '../../cookies';

/** Empties jsdom's localStorage and this package's cookies between tests. */
export function resetBrowser(): void {
  localStorage.clear();
  for (const name of [TOKEN_COOKIE, GUEST_COOKIE, LOCALE_COOKIE, CURRENCY_COOKIE])
    Cookies.remove(name, { path: '/' });
}
