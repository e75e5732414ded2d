import type { Device } from '../device';
import { invalidRouteMessage } from '../errors';
import { matchRoute } from '../routes';

/**
 * The category name `pathname` would open when it is a category route: a single segment that no
 * fixed route of `device` takes. Whether the category exists is `checkCategoryRoute`'s question.
 */
export function categoryCandidate(device: Device, pathname: string): string | null {
  if (matchRoute(device, pathname)) return null;
  const match = matchRoute(device, pathname, [pathname.replace(/^\/|\/$/g, '')]);
  return match?.route.id === 'category' ? (match.params.categoryName ?? null) : null;
}

export type CategoryRouteCheck =
  | { ok: true; categoryName: string }
  | { ok: false; status: 404; message: string };

/** A category route is valid when the server's `gameCateList` has a category of that name. */
export function checkCategoryRoute(
  device: Device,
  pathname: string,
  categories: readonly { name: string }[],
): CategoryRouteCheck {
  const names = categories.map((category) => category.name);
  const match = matchRoute(device, pathname, names);
  if (match?.route.id === 'category' && match.params.categoryName) {
    return { ok: true, categoryName: match.params.categoryName };
  }
  return { ok: false, status: 404, message: invalidRouteMessage(pathname) };
}
