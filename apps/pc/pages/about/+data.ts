import type { PageContextServer } from 'vike/types';
import { contentPageData } from '../../src/content/data.server';
import type { PageData } from '../../src/vike';

export function data(pageContext: PageContextServer): Promise<PageData> {
  return contentPageData(pageContext, 'about');
}
