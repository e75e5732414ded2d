import type { Locale } from '@storefront/state';
import { type PageFrame, publicServerApi, renderAbort } from '@storefront/ui-shared/server';
import { type FrameData, frameQuery, requestCurrency, toFrameData } from './frame';

/** How long the server keeps the categories and currencies before asking the API again. */
const FRAME_TTL_MS = 60_000;

const cache = new Map<Locale, { expires: number; value: Promise<FrameData> }>();

/**
 * The frame data in `locale`, from `ShopHome/InitData` at API_INTERNAL_URL, shared by all requests
 * for a minute (no guest id: the visitor's own InitData runs in the browser). Failures are not kept.
 */
export function loadFrame(locale: Locale): Promise<FrameData> {
  const now = Date.now();
  const cached = cache.get(locale);
  if (cached && cached.expires > now) return cached.value;
  const value = publicServerApi(locale).shopHome.initData().then(toFrameData);
  cache.set(locale, { expires: now + FRAME_TTL_MS, value });
  value.catch(() => {
    if (cache.get(locale)?.value === value) cache.delete(locale);
  });
  return value;
}

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
