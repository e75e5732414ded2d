import { createServerApiClient, readRequestIdentity } from '@storefront/state';

/** How long the server keeps the API's currency ids before asking again. */
const CURRENCIES_TTL_MS = 60_000;

let cached: { expires: number; ids: Promise<number[]> } | null = null;

function offeredCurrencyIds(): Promise<number[]> {
  const now = Date.now();
  if (cached && cached.expires > now) return cached.ids;
  const client = createServerApiClient({
    cookieHeader: '',
    timeout: 5_000,
  });
  const ids = client.legacy.currency.list().then((list) => list.map((currency) => currency.id));
  const entry = { expires: now + CURRENCIES_TTL_MS, ids };
  cached = entry;
  ids.catch(() => {
    if (cached === entry) cached = null;
  });
  return ids;
}

/**
 * The request's `sf_currency` (the mirror of the stored currency) while the API still offers it;
 * `undefined` (the server's default) for a first visit, an unknown id, or when the API cannot say.
 */
export async function requestCurrencyId(
  cookieHeader: string | undefined,
): Promise<number | undefined> {
  const { currencyId } = readRequestIdentity(cookieHeader);
  if (currencyId === undefined) return undefined;
  const offered = await offeredCurrencyIds().catch((): number[] => []);
  return offered.includes(currencyId) ? currencyId : undefined;
}
