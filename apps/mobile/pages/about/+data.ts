import type { PageContextServer } from 'vike/types';
import { contentPageData } from '../../src/content/data.server';

export function data(pageContext: PageContextServer) {
  return contentPageData(pageContext, 'about');
}
