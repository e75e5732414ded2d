import type { Category, GameType } from '@storefront/api-client/contract';
import { createServerApiClient, LOCALE_CODES } from '@storefront/state';
import type { QueryClient } from '@tanstack/react-query';
import type { Device } from '../device';
import type { Locale } from '../locale';
import type { WithPageQueries } from '../react/page-queries';
import type { CatalogApi, CatalogScope } from '../react/queries/catalog';
import type { ContentApi } from '../react/queries/content';
import type { AnyFetchQuery } from '../react/query-client';
import { pageRouteMatch } from '../react/vike-route';
import type { RouteMatch } from '../routes/types';

/** What a loader may ask the API for: the public catalogue and content. */
export type LoaderApi = CatalogApi & ContentApi;

/** What a device adds to every page it loads (pc: its header's categories and currencies). */
export interface PageFrame {
  /** Dehydrated with every page of the device. */
  queries: readonly AnyFetchQuery[];
  /** The locale and currency the catalogue is read in; null leaves catalogue reads to the browser. */
  scope: CatalogScope | null;
  /** The categories a category route must name, read with `api` (may throw a `PageAbort`). */
  categories(queryClient: QueryClient, api: LoaderApi): Promise<readonly Category[]>;
}

/** Everything a loader reads of the request, as plain values. */
export interface PageRequest {
  device: Device;
  locale: Locale;
  api: LoaderApi;
  urlPathname: string;
  search: Readonly<Record<string, string>>;
  /** The route its `+route.ts` matched, null on the error page. */
  route: RouteMatch | null;
  frame: PageFrame;
}

/** What a page's `+data` returns: its queries and what the page names. */
export interface PageData extends WithPageQueries {
  /** A category route's category. */
  category?: { name: string; title: string };
  /** A product list's type. */
  productType?: GameType;
  /** A product detail's game (its slug). */
  product?: { name: string };
}

export type PageLoader = (request: PageRequest) => Promise<PageData>;

/** The parts of vike's server page context a request is read from (typed here: no vike). */
export interface ServerPageContext {
  urlPathname: string;
  urlParsed: { search: Record<string, string> };
  routeParams?: Record<string, string>;
  is404?: boolean | null;
  requestId?: string;
  traceparent?: string;
}

/**
 * The API client of a page's loaders. The catalogue and content are public: it asks in the
 * request's locale, sends no session, waits 5 s, and carries the request's id and trace.
 */
export function publicServerApi(
  locale: Locale,
  { requestId, traceparent }: Pick<ServerPageContext, 'requestId' | 'traceparent'> = {},
) {
  return createServerApiClient({
    cookieHeader: `sf_locale=${LOCALE_CODES[locale]}`,
    timeout: 5_000,
    requestId,
    traceparent,
  });
}

/**
 * The client `create` makes, made on first use: most renders take every answer from another
 * render's call (`createLoaderQueryClient`) and never need a client of their own.
 */
function madeOnFirstUse(create: () => LoaderApi): LoaderApi {
  let api: LoaderApi | undefined;
  return new Proxy({} as LoaderApi, {
    get: (_target, group) => {
      api ??= create();
      return Reflect.get(api, group);
    },
  });
}

/** The loaders' view of a vike page context of `device`, in `locale`, with the device's frame. */
export function pageRequestOf(
  device: Device,
  pageContext: ServerPageContext,
  { locale, frame }: { locale: Locale; frame: PageFrame },
): PageRequest {
  return {
    device,
    locale,
    api: madeOnFirstUse(() => publicServerApi(locale, pageContext)),
    urlPathname: pageContext.urlPathname,
    search: pageContext.urlParsed.search,
    route: pageRouteMatch(device, pageContext),
    frame,
  };
}
