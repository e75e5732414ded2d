import { isApiError } from '@storefront/api-client';
import type { GameDetail } from '@storefront/api-client/contract';
import { notFoundMessage } from '@storefront/ui-shared';
import { gameDetailQuery } from '@storefront/ui-shared/react';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { catalogPageData } from '../../data/catalog.server';
import type { PageData } from '../../env';
import { productRouteOf } from '../../product/product-route';

/**
 * `/games/{name}` and the other detail routes: the frame and the game in the locale's default
 * currency. A game the API does not know, or one of another type than the URL names, is a 404.
 */
export async function data(pageContext: PageContextServer): Promise<PageData> {
  const route = productRouteOf(pageContext);
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
              if (isApiError(error) && error.status === 404) found = 'missing';
              throw error;
            },
          ),
      },
    ];
  });
  if (found === 'missing' || (found && found.type !== route.type)) throw notFound();
  return pageData;
}
