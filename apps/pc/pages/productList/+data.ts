import { gameListQuery } from '@storefront/ui-shared/react';
import type { PageContextServer } from 'vike/types';
import { listFilterOf, listPageNumber } from '../../src/catalog/list-page';
import { catalogPageData } from '../../src/data/catalog.server';
import type { PageData } from '../../src/vike';

/** `/games`, `/links`, `/login`, `/pc/products/{type}`: the frame and the page of games. */
export function data(pageContext: PageContextServer): Promise<PageData> {
  const page = listPageNumber(pageContext.urlParsed.search);
  return catalogPageData(pageContext, (api, scope) => [
    gameListQuery(api, scope, listFilterOf(pageContext), { page }),
  ]);
}
