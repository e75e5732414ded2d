import { searchResultsQuery, searchTermOf } from '@storefront/ui-shared/react';
import type { PageContextServer } from 'vike/types';
import { listPageNumber } from '../../src/catalog/list-page';
import { catalogPageData } from '../../src/data/catalog.server';
import type { PageData } from '../../src/vike';

/** `/search?q=...&page=2`: the frame and that page of the games matching the term. */
export function data(pageContext: PageContextServer): Promise<PageData> {
  const { search } = pageContext.urlParsed;
  const term = searchTermOf(search);
  const page = listPageNumber(search);
  return catalogPageData(pageContext, (api, scope) =>
    term ? [searchResultsQuery(api, scope, term, { page })] : [],
  );
}
