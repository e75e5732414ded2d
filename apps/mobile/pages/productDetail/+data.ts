import { isApiError } from '@storefront/api-client';
import type { GameDetail } from '@storefront/api-client/contract';
import { canonicalProductPath, invalidRouteMessage, productRouteOf } from '@storefront/ui-shared';
import { createQueryClient, gameDetailQuery, pageRouteMatch } from '@storefront/ui-shared/react';
import { dehydrate } from '@tanstack/react-query';
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { serverApiClient } from '../../src/app/server-api';
import { requestCatalogScope } from '../../src/catalog/use-catalog-scope';

/**
 * The game, server-rendered in the visitor's currency and dehydrated for the client. An
 * unknown game is a 404; a game under another type's route moves to its own address.
 */
export async function data(pageContext: PageContextServer) {
  const route = productRouteOf(pageRouteMatch('mobile', pageContext));
  if (!route) throw render(404);
  const queryClient = createQueryClient({ server: true });
  const scope = requestCatalogScope(pageContext);
  const api = serverApiClient(pageContext);
  let game: GameDetail | undefined;
  try {
    game = await queryClient.fetchQuery(gameDetailQuery(api, scope, route.name));
  } catch (error) {
    // No such game (or a name no game can have) is a 404; any other failure is left to the
    // browser, which tries again and shows the error with a retry.
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw render(404, invalidRouteMessage(pageContext.urlPathname));
    }
  }
  const canonical = game && canonicalProductPath(route, game.type);
  if (canonical) throw redirect(canonical, 301);
  return {
    product: { name: route.name },
    dehydratedState: dehydrate(queryClient),
  };
}
