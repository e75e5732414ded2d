import { isApiError } from '@storefront/api-client';
import type { GameDetail } from '@storefront/api-client/contract';
import { canonicalProductPath, notFoundMessage, productRouteOf } from '@storefront/ui-shared';
import { gameDetailQuery, pageRouteMatch } from '@storefront/ui-shared/react';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { catalogPageData } from '../../src/data/catalog.server';
import type { PageData } from '../../src/vike';

/**
 * `/games/{name}` and the other detail routes: the frame and the game in the visitor's currency.
 * A game the API does not know is a 404; a game under another type's route moves to its own.
 */
export async function data(pageContext: PageContextServer): Promise<PageData> {
  const route = productRouteOf(pageRouteMatch('pc', pageContext));
  const notFound = () => render(404, notFoundMessage(pageContext.urlPathname));
  if (!route) throw notFound();
  // What the API answered, noted as the prefetch runs (a failed prefetch is otherwise silent).
  let found: GameDetail | 'missing' | undefined;
  const pageData = await catalogPageData(pageContext, (api, scope) => {
    const query = gameDetailQuery(api, scope, route.name);
    const fetchGame = query.queryFn as (context: QueryFunctionContext) => Promise<GameDetail>;
    return [
      {
        ...query,
        queryFn: (context: QueryFunctionContext) =>
          fetchGame(context).then(
            (game) => {
              found = game;
              return game;
            },
            (error: unknown) => {
              if (isApiError(error) && (error.status === 404 || error.status === 400)) {
                found = 'missing';
              }
              throw error;
            },
          ),
      },
    ];
  });
  if (found === 'missing') throw notFound();
  const canonical = found && canonicalProductPath(route, found.type);
  if (canonical) throw redirect(canonical, 301);
  return pageData;
}
