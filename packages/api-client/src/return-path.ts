/**
 * Where a visitor may be sent back to (after a login, from a payment page): a place on one of the
 * store's own origins, decided the way the browser will read it. `new URL(candidate, origin)`
 * drops tabs and newlines and reads `\` as `/` exactly like the browser, so `/\t/host`,
 * `/\host` and `//host` all come out as other origins and are refused, as is `javascript:`.
 */
export function sameOriginUrl(candidate: unknown, origin: string): URL | null {
  if (typeof candidate !== 'string' || candidate === '') return null;
  try {
    const base = new URL(origin);
    const url = new URL(candidate, base);
    return url.origin === base.origin ? url : null;
  } catch {
    return null;
  }
}

/** `candidate` as a path of `origin` (path, query and hash), or `fallback` when it leaves it. */
export function safeReturnPath(candidate: unknown, origin: string, fallback = '/'): string {
  const url = sameOriginUrl(candidate, origin);
  return url ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
