import type { PageContextServer } from 'vike/types';
import { contentPageData } from '../../content/data.server';
import type { PageData } from '../../env';

export function data(pageContext: PageContextServer): Promise<PageData> {
  return contentPageData(pageContext, 'help');
}
