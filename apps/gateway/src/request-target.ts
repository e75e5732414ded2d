function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const FORBIDDEN_IN_SEGMENT = /[/\\\u0000-\u001f\u007f]/;

/**
 * Why a request target may not be forwarded, or null when it is a plain path. Only origin-form
 * targets (`/path?query`) pass: absolute-form (`http://host/`), authority-form and `*` are refused,
 * and so is every path an upstream could read differently from the gateway: `//host`, `.` and `..`
 * segments (also percent-encoded), encoded slashes and backslashes, control characters.
 */
export function unsafeTargetReason(target: string): string | null {
  if (!target.startsWith('/')) return 'not an origin-form request target';
  const queryStart = target.indexOf('?');
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const segments = path.split('/').slice(1);
  for (const [index, segment] of segments.entries()) {
    // A trailing slash is the only empty segment a page path has.
    if (segment === '' && index === segments.length - 1) continue;
    if (segment === '') return 'empty path segment';
    const decoded = decodeSegment(segment);
    if (decoded === null) return 'malformed percent-encoding';
    if (decoded === '.' || decoded === '..') return 'dot segment';
    if (FORBIDDEN_IN_SEGMENT.test(decoded)) return 'slash, backslash or control character';
  }
  return null;
}
