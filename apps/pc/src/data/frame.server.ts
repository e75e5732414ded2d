import type { Locale } from '@storefront/state';
import {
  type PageFrame,
  publicServerApi,
  renderAbort,
  sharedFor,
} from '@storefront/ui-shared/server';
import { frameQuery, requestCurrency, toFrameData } from './frame';

/** How long the server keeps the categories and currencies before asking the API again. */
const FRAME_TTL_MS = 60_000;

/**
 * The frame data in `locale`, from `ShopHome/Frame` at API_INTERNAL_URL, shared by all requests
 * for a minute. It creates no guest: the visitor's own InitData runs in the browser. Failures are
 * not kept.
 */
export const loadFrame = sharedFor(FRAME_TTL_MS, (locale: Locale) =>
  publicServerApi(locale).shopHome.frame().then(toFrameData),
);

/** Without the frame a category cannot be checked against the server's categories. */
const CATALOGUE_UNAVAILABLE = 'The catalogue is not available right now. Please try again later.';

/**
 * What every pc page loads besides its own data: the frame (header and footer), dehydrated, and
 * the catalogue's currency, the request's `sf_currency` while offered, else the locale's default.
 * Without the frame the catalogue queries are left to the browser (their key needs the currency).
 */
export async function pcPageFrame(
  locale: Locale,
  currencyId: number | undefined,
): Promise<PageFrame> {
  const frame = await loadFrame(locale).catch(() => undefined);
  if (!frame) {
    return {
      queries: [],
      scope: null,
      categories: () => Promise.reject(renderAbort(503, CATALOGUE_UNAVAILABLE)),
    };
  }
  return {
    queries: [frameQuery(locale, async () => frame)],
    scope: { locale, currencyId: requestCurrency(frame, currencyId).id },
    categories: async () => frame.categories,
  };
}
