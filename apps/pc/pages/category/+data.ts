import { checkCategoryRoute, gameListQuery } from '@storefront/ui-shared/react';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { listFilterOf, listPageNumber } from '../../src/catalog/list-page';
import { catalogPageData } from '../../src/data/catalog.server';
import { loadFrame } from '../../src/data/frame.server';
import type { PageData } from '../../src/vike';

/** `/{name}` is a category only when the server lists it; otherwise 404 "Page Not Found: /name". */
export async function data(pageContext: PageContextServer): Promise<PageData> {
  const { locale, urlPathname } = pageContext;
  const frame = await loadFrame(locale).catch(() => {
    throw render(503, 'The catalogue is not available right now. Please try again later.');
  });
  const check = checkCategoryRoute('pc', urlPathname, frame.categories);
  if (!check.ok) throw render(check.status, check.message);
  const page = listPageNumber(pageContext.urlParsed.search);
  return catalogPageData(
    pageContext,
    (api, scope) => [gameListQuery(api, scope, listFilterOf(pageContext), { page })],
    frame,
  );
}
