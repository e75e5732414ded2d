import { t } from '@storefront/ui-shared';
import { useLocale } from '@storefront/ui-shared/react';

/** Up to this many page numbers show around the current one. */
const PAGES_AROUND = 2;

/** The page numbers a pager shows: the first, the last and those near `current`. */
export function pagerPages(current: number, count: number): number[] {
  const pages = new Set([1, count]);
  for (let page = current - PAGES_AROUND; page <= current + PAGES_AROUND; page += 1) {
    if (page >= 1 && page <= count) pages.add(page);
  }
  return [...pages].sort((a, b) => a - b);
}

/** `pathname` at `page`, keeping the other parameters of the list (a search's `q`). */
export function pageHref(pathname: string, search: Readonly<Record<string, string>>, page: number) {
  const params = new URLSearchParams({ ...search, page: String(page) });
  if (page === 1) params.delete('page');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Numbered links (`?page=2`): every page has its own server-rendered URL. */
export function Pager({
  pathname,
  search = {},
  current,
  count,
}: {
  pathname: string;
  search?: Readonly<Record<string, string>>;
  current: number;
  count: number;
}) {
  const locale = useLocale();
  if (count <= 1) return null;
  const pages = pagerPages(current, count);
  return (
    <nav className="pc-pager" aria-label={t(locale, 'catalog.pages')}>
      {current > 1 && (
        <a className="pc-pager__step" href={pageHref(pathname, search, current - 1)} rel="prev">
          {t(locale, 'catalog.previous')}
        </a>
      )}
      {pages.map((page, index) => (
        <span key={page} className="pc-pager__slot">
          {index > 0 && page - (pages[index - 1] ?? page) > 1 && (
            <span className="pc-pager__gap">…</span>
          )}
          <a
            className="pc-pager__page"
            href={pageHref(pathname, search, page)}
            aria-current={page === current ? 'page' : undefined}
          >
            {page}
          </a>
        </span>
      ))}
      {current < count && (
        <a className="pc-pager__step" href={pageHref(pathname, search, current + 1)} rel="next">
          {t(locale, 'catalog.next')}
        </a>
      )}
    </nav>
  );
}
