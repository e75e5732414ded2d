import { installChunkReloadHandler } from '@storefront/ui-shared/react';

/**
 * Installed from vike's global client entry, before any page's own code loads: when that code is
 * gone after a deploy (even the first page's), the page reloads, at most once per 10 s per path.
 */
export function onCreateGlobalContext() {
  installChunkReloadHandler();
}
