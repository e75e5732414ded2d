/**
 * Where a visitor may be sent back to (after a login, from a payment page, from the layout switch):
 * a place on the store's own origin, decided ONCE, on the resolved result, the way the browser
 * will read it. This is the only such check in the store: every caller asks `sameOriginUrl` or
 * `safeReturnPath`.
 *
 * `new URL(candidate, origin)` drops tabs and newlines, reads `\` as `/` and resolves dot segments
 * (also `%2e`) exactly like the browser, so `/\t/host`, `/\host`, `//host` and `javascript:` come
 * out as other origins. A same-origin result is still refused when its path begins with two
 * slashes (`/.//host` resolves to the path `//host`): written back as a path, a browser reads that
 * as another host. The same holds for the path once percent-decoded (`/%2F%2Fhost`, `/%09/host`,
 * also twice, and with unicode slashes), since a server or router on the way may decode it.
 */

/** How many times a path is percent-decoded to look for a second leading slash. */
const DECODE_ROUNDS = 3;
/** `/` then a slash of any kind: ASCII, backslash, or one that looks like it (U+2215, U+2044, U+FF0F, U+29F8, U+2571). */
const HOST_AFTER_ROOT = /^\/[/\\\u2215\u2044\uff0f\u29f8\u2571]/;
const DROPPED_BY_URL_PARSER = /[\t\n\r]/g;

function decodeOnce(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** True when `pathname`, as written or decoded, starts like `//host` or `/\host`. */
function namesAnotherHost(pathname: string): boolean {
  let path = pathname;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (HOST_AFTER_ROOT.test(path.replace(DROPPED_BY_URL_PARSER, ''))) return true;
    const decoded = decodeOnce(path);
    if (decoded === path) return false;
    path = decoded;
  }
  return true;
}

/** The path, query and hash of `url`: what a caller writes back as a relative address. */
function pathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `url` on `base`'s origin with a path that cannot name another host, written back or not. */
function staysOn(url: URL, base: URL): boolean {
  if (url.origin !== base.origin || namesAnotherHost(url.pathname)) return false;
  // Written back as a path, it must resolve to itself again (idempotent), on this origin.
  const again = new URL(pathOf(url), base);
  return again.href === url.href;
}

/** `candidate` resolved against `origin`, or null when a browser would take it elsewhere. */
export function sameOriginUrl(candidate: unknown, origin: string): URL | null {
  if (typeof candidate !== 'string' || candidate === '') return null;
  try {
    const base = new URL(origin);
    const url = new URL(candidate, base);
    return staysOn(url, base) ? url : null;
  } catch {
    return null;
  }
}

/** `candidate` as a path of `origin` (path, query and hash), or `fallback` when it leaves it. */
export function safeReturnPath(candidate: unknown, origin: string, fallback = '/'): string {
  const url = sameOriginUrl(candidate, origin);
  return url ? pathOf(url) : fallback;
}
