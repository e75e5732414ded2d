import { prefetchDehydrated } from '@storefront/ui-shared/react';
import type { PageContextServer } from 'vike/types';
import { frameQuery } from '../src/data/frame';
import { loadFrame } from '../src/data/frame.server';
import type { PageData } from '../src/vike';

/** Every page: the frame's data (categories, currencies) fetched on the server and dehydrated. */
export async function data(pageContext: PageContextServer): Promise<PageData> {
  const { locale } = pageContext;
  return {
    dehydratedState: await prefetchDehydrated([frameQuery(locale, () => loadFrame(locale))]),
  };
}
