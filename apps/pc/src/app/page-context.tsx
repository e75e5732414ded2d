import { createContext, useContext } from 'react';
import type { PageContext } from 'vike/types';

export const PageContextContext = createContext<PageContext | null>(null);

export function usePageContext(): PageContext {
  const pageContext = useContext(PageContextContext);
  if (!pageContext) throw new Error('usePageContext outside <AppRoot>');
  return pageContext;
}
