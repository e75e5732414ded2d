import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type StateStore,
  setLocale,
} from '@storefront/state';
import { type ReactNode, startTransition } from 'react';
import { hydrationReporting, installErrorReporting } from './error-reporting';

/** The part of react-dom's `Root` the render uses. */
export interface ClientRoot {
  render(app: ReactNode): void;
}

/** react-dom/client's `hydrateRoot` (the app's: ui-shared does not depend on react-dom). */
export type HydrateRoot = (
  container: Element,
  app: ReactNode,
  options: ReturnType<typeof hydrationReporting>,
) => ClientRoot;

export interface ClientRenderOptions<PageContext> {
  hydrateRoot: HydrateRoot;
  /** The app's state: before the first page hydrates it takes the server's language. */
  store: StateStore;
  /** The whole app around the page of `pageContext`. */
  render(pageContext: PageContext): ReactNode;
  /** Before the first page hydrates, e.g. history records it. */
  beforeHydrate?(pageContext: PageContext): void;
  /** Before each later page renders, e.g. history records it and the title follows it. */
  beforeNavigate?(pageContext: PageContext): void;
}

/**
 * vike's `onRenderClient` of an app: the first page installs error reporting, sets the state's
 * language to the one the server rendered (`<html lang>`, from the `sf_locale` cookie: a stored
 * language must not turn the page back) and hydrates the server's HTML; each later page renders
 * into the same root. (The chunk-reload guard is installed
 * earlier, by the app's `+onCreateGlobalContext.client.ts`, so even a first page whose code is gone
 * reloads.)
 */
export function createClientRender<PageContext>(
  options: ClientRenderOptions<PageContext>,
): (pageContext: PageContext) => void {
  const { hydrateRoot, store, render, beforeHydrate, beforeNavigate } = options;
  let root: ClientRoot | null = null;
  return (pageContext) => {
    if (root) {
      beforeNavigate?.(pageContext);
      root.render(render(pageContext));
      return;
    }
    installErrorReporting();
    setLocale(store, documentLocale());
    beforeHydrate?.(pageContext);
    // `renderDocument`'s default `rootId`.
    const container = document.getElementById('root');
    if (!container) throw new Error('The server HTML has no #root');
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking
    // the main thread until the whole page is hydrated.
    startTransition(() => {
      root = hydrateRoot(container, render(pageContext), hydrationReporting());
    });
  };
}

/** The language the server rendered the document in (`<html lang>`), for a matching hydration. */
export function documentLocale(doc: Document = document): Locale {
  const lang = doc.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
