function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const FORBIDDEN_IN_SEGMENT = /[/\\\u0000-\u001f\u007f]/;

/** A request target as every rule of the gateway reads it: `path` is null when it is refused. */
export type RequestTarget = { path: string; reason: null } | { path: null; reason: string };

function refused(reason: string): RequestTarget {
  return { path: null, reason };
}

/**
 * The path the router matches, decoded and normalised once per request, or why the target may
 * not be forwarded. Only origin-form targets (`/path?query`) pass: absolute-form
 * (`http://host/`), authority-form and `*` are refused, and so is every path an upstream could read
 * differently from the gateway: `//host`, `.` and `..` segments (also percent-encoded), encoded
 * slashes and backslashes, control characters. The path ends where the router's does (`?` or `#`)
 * and each segment is percent-decoded (`/%61pi/x` is `/api/x`, as the router routes it), so the
 * body limit, the choice of app and the cache all see the route the request takes.
 */
export function readRequestTarget(target: string): RequestTarget {
  if (!target.startsWith('/')) return refused('not an origin-form request target');
  const end = target.search(/[?#]/);
  const segments = (end === -1 ? target : target.slice(0, end)).split('/').slice(1);
  const decoded: string[] = [];
  for (const [index, segment] of segments.entries()) {
    // A trailing slash is the only empty segment a page path has.
    if (segment === '' && index === segments.length - 1) {
      decoded.push('');
      continue;
    }
    if (segment === '') return refused('empty path segment');
    const plain = decodeSegment(segment);
    if (plain === null) return refused('malformed percent-encoding');
    if (plain === '.' || plain === '..') return refused('dot segment');
    if (FORBIDDEN_IN_SEGMENT.test(plain)) return refused('slash, backslash or control character');
    decoded.push(plain);
  }
  return { path: `/${decoded.join('/')}`, reason: null };
}
