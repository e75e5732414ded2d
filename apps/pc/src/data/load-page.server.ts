import type { PageData } from '@storefront/ui-shared/server';
import { answerWith, type PageLoader, pageRequestOf } from '@storefront/ui-shared/server';
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { pcPageFrame } from './frame.server';

/** A pc page's `+data`: `load` (a loader of `@storefront/ui-shared/server`) with pc's frame. */
export async function loadPage(
  pageContext: PageContextServer,
  load: PageLoader,
): Promise<PageData> {
  const { locale, currencyId } = pageContext;
  const frame = await pcPageFrame(locale, currencyId);
  return answerWith(load(pageRequestOf('pc', pageContext, { locale, frame })), {
    render,
    redirect,
  });
}
