import { promotionDetailData } from '@storefront/ui-shared/server';
import type { PageContextServer } from 'vike/types';
import { loadPage } from '../../src/data/load-page.server';

export const data = (pageContext: PageContextServer) => loadPage(pageContext, promotionDetailData);
