import {
  hydrationReporting,
  installChunkReloadHandler,
  installErrorReporting,
} from '@storefront/ui-shared/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { AppRoot } from '../src/app/AppRoot';
import { browserServices } from '../src/app/create-services';

let root: Root | null = null;

export function onRenderClient(pageContext: PageContextClient): void {
  const app = <AppRoot pageContext={pageContext} services={browserServices()} />;
  if (!root) {
    installChunkReloadHandler();
    installErrorReporting();
    const container = document.getElementById('root');
    if (!container) throw new Error('No #root element in the document');
    root = hydrateRoot(container, app, hydrationReporting());
  } else {
    root.render(app);
  }
}
