import { createContext, createElement, type ReactNode, useContext } from 'react';

export interface PageContextHooks<PageContext> {
  /** Gives `pageContext` (the page being shown, on the server or in the browser) to its children. */
  PageContextProvider(props: { pageContext: PageContext; children?: ReactNode }): ReactNode;
  /** The page context of the nearest provider; throws outside one. */
  usePageContext(): PageContext;
}

/**
 * The provider and hook of an app's page context. ui-shared knows no vike: each app types them with
 * vike's `PageContext` (`createPageContextHooks<PageContext>()`).
 */
export function createPageContextHooks<PageContext>(): PageContextHooks<PageContext> {
  const context = createContext<PageContext | null>(null);
  return {
    PageContextProvider({ pageContext, children }) {
      return createElement(context.Provider, { value: pageContext }, children);
    },
    usePageContext() {
      const pageContext = useContext(context);
      if (pageContext === null) throw new Error('usePageContext() outside <PageContextProvider>');
      return pageContext;
    },
  };
}
