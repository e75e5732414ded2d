import type { ApiClient } from '@storefront/api-client';
import type { Currency, CurrencySummary, InitDataResponse } from '@storefront/api-client/contract';
import {
  currencyActiveAtom,
  currencyListAtom,
  firstOpenAtom,
  gameCateListAtom,
  isLoadedAtom,
  isNotFirstVisitAtom,
  localeAtom,
  localeCodeAtom,
} from './atoms/config';
import { guestIdAtom, isLoginAtom } from './atoms/user';
import {
  CURRENCY_COOKIE,
  GUEST_COOKIE,
  LOCALE_COOKIE,
  readTokenCookie,
  writeMirrorCookie,
} from './cookies';
import { LOCALE_CODES, type Locale } from './locale';
import { logout } from './session';
import { hydrate, type StateStore } from './store';

/**
 * Call once the app has mounted in the browser (in the root's effect, never during render):
 * loads the stored values into `store`, logs out a session whose token cookie has expired since,
 * renews the `sf_guest`/`sf_locale`/`sf_currency` mirror cookies (and from then on keeps
 * `sf_currency` equal to every change of `currencyActive`, whoever makes it, this tab or another)
 * and moves `firstOpen` from "1" to "2".
 * Calling it again (React StrictMode runs effects twice) is harmless.
 */
export function markAppMounted(store: StateStore): void {
  hydrate(store);
  if (store.get(isLoginAtom) && !readTokenCookie()) logout(store);
  writeMirrorCookie(GUEST_COOKIE, store.get(guestIdAtom));
  writeMirrorCookie(LOCALE_COOKIE, store.get(localeCodeAtom));
  mirrorCurrency(store);
  if (store.get(firstOpenAtom) === '1') store.set(firstOpenAtom, '2');
}

const currencyMirroredStores = new WeakSet<StateStore>();

function mirrorCurrency(store: StateStore): void {
  const write = () =>
    writeMirrorCookie(CURRENCY_COOKIE, store.get(currencyActiveAtom)?.id.toString() ?? null);
  write();
  if (currencyMirroredStores.has(store)) return;
  currencyMirroredStores.add(store);
  store.sub(currencyActiveAtom, write);
}

/**
 * Calls InitData and stores its answer: `guestId` (also in `sf_guest`), the currencies, the game
 * categories; then `isLoaded` and `isNotFirstVisit` true and
 * `firstOpen` "3". On failure `isLoaded` becomes false, `firstOpen` stays where it was and the
 * promise rejects with the client's `ApiError` (which the client's `onError` has already shown).
 */
export async function loadInitData(
  store: StateStore,
  client: Pick<ApiClient, 'shopHome'>,
): Promise<InitDataResponse> {
  hydrate(store);
  let data: InitDataResponse;
  try {
    data = await client.shopHome.initData();
  } catch (error) {
    store.set(isLoadedAtom, false);
    throw error;
  }
  store.set(guestIdAtom, data.guestId);
  writeMirrorCookie(GUEST_COOKIE, data.guestId);
  store.set(currencyListAtom, data.currencySummary.currencyList);
  store.set(currencyActiveAtom, pickCurrency(store.get(currencyActiveAtom), data.currencySummary));
  store.set(gameCateListAtom, data.gameCateList);
  store.set(isLoadedAtom, true);
  store.set(isNotFirstVisitAtom, true);
  store.set(firstOpenAtom, '3');
  return data;
}

/**
 * Sets the UI language and its `accept-language` code (also in `sf_locale`); in the browser also
 * the document's `lang`, so assistive technology reads the page in the new language.
 */
export function setLocale(store: StateStore, locale: Locale): void {
  const localeCode = LOCALE_CODES[locale];
  store.set(localeAtom, locale);
  store.set(localeCodeAtom, localeCode);
  writeMirrorCookie(LOCALE_COOKIE, localeCode);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The visitor's currency while the server still offers it (fresh from the list), else the server's. */
function pickCurrency(current: Currency | null, summary: CurrencySummary): Currency {
  const kept = current && summary.currencyList.find((currency) => currency.id === current.id);
  return kept ?? summary.currencyActive;
}
