import { homeSummaryQuery } from '@storefront/ui-shared/react';
import type { PageContextServer } from 'vike/types';
import { catalogPageData } from '../../src/data/catalog.server';
import type { PageData } from '../../src/vike';

/** The home: the frame and the summary (banners, games per category, promotions). */
export function data(pageContext: PageContextServer): Promise<PageData> {
  return catalogPageData(pageContext, (api, scope) => [homeSummaryQuery(api, scope)]);
}
