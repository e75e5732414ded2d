import type { Device } from '../device';
import { CATEGORY_ROUTE, ROUTES } from './table';
import type { RouteDef, RouteMatch } from './types';

/** `/a/b/` -> `['a', 'b']`; `/` -> `[]`. A trailing slash is ignored. */
function segments(path: string): string[] {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed === '' ? [] : trimmed.slice(1).split('/');
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchOne(route: RouteDef, parts: readonly string[]): Record<string, string> | null {
  const pattern = segments(route.path);
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.entries()) {
    const actual = parts[index] as string;
    if (!expected.startsWith(':')) {
      if (expected !== actual) return null;
      continue;
    }
    const name = expected.slice(1);
    const allowed = route.params?.[name];
    if (allowed && !allowed.includes(actual)) return null;
    params[name] = actual;
  }
  return params;
}

/**
 * The route of `device`'s set that `pathname` opens, with its decoded params, or null for a 404.
 * One trailing slash is ignored. A single segment that no fixed route takes is a category route when
 * it is one of `categoryNames` (the `gameCateList` names).
 */
export function matchRoute(
  device: Device,
  pathname: string,
  categoryNames: readonly string[] = [],
): RouteMatch | null {
  if (!pathname.startsWith('/')) return null;
  const parts = segments(pathname).map(decode);
  // Empty segments (`//`) and encoded slashes never match: no path tricks.
  if (parts.some((part) => !part || part.includes('/'))) return null;
  const decoded = parts as string[];
  for (const route of ROUTES[device]) {
    const params = matchOne(route, decoded);
    if (params) return { device, route, params };
  }
  const [name] = decoded;
  if (decoded.length === 1 && name !== undefined && categoryNames.includes(name)) {
    return { device, route: CATEGORY_ROUTE, params: { categoryName: name } };
  }
  return null;
}
