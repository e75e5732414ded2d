import { createClientRender } from '@storefront/ui-shared/react';
import { hydrateRoot } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { AppRoot } from '../src/app/AppRoot';
import { browserServices } from '../src/app/create-services';

/** Hydrates the server's HTML on the first page, then renders each client-side navigation. */
export const onRenderClient = createClientRender<PageContextClient>({
  hydrateRoot,
  store: browserServices().store,
  render: (pageContext) => <AppRoot pageContext={pageContext} services={browserServices()} />,
});
