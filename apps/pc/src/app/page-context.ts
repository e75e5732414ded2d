import { createPageContextHooks } from '@storefront/ui-shared/react';
import type { PageContext } from 'vike/types';

/** The vike pageContext of the page being shown (server or client). */
export const { PageContextProvider, usePageContext } = createPageContextHooks<PageContext>();
