import type { Locale } from '@storefront/state';
import { createServerApiClient, LOCALE_CODES } from '@storefront/state';
import { type FrameData, toFrameData } from './frame';

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
  const client = createServerApiClient({
    cookieHeader: `sf_locale=${LOCALE_CODES[locale]}`,
    timeout: 5_000,
  });
  const value = client.shopHome.initData().then(toFrameData);
  cache.set(locale, { expires: now + FRAME_TTL_MS, value });
  value.catch(() => {
    if (cache.get(locale)?.value === value) cache.delete(locale);
  });
  return value;
}
