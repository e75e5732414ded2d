import type {
  GameDetail,
  GameDetailRequest,
  GameListRequest,
  GameSummary,
  Page,
  SimpleGame,
  SimpleListRequest,
  SimplePageListRequest,
} from '../contract';
import type { EndpointCaller, RequestOptions } from '../http/request';
import { routes } from '../routes';

export const createShopGame = (call: EndpointCaller) => ({
  /**
   * Games filtered by type, category and keyword, paged, priced in the chosen currency.
   * @example const { list, total } = await client.shopGame.list({ type: 'Games', page: 1, pageSize: 24 });
   */
  list: (body: GameListRequest = {}, options?: RequestOptions): Promise<Page<GameSummary>> =>
    call(routes.shopGame.list, body, options),

  /**
   * Names and icons of matching games, for search suggestions.
   * @example const suggestions = await client.shopGame.simpleList({ keyword: 'legends', limit: 8 });
   */
  simpleList: (body: SimpleListRequest = {}, options?: RequestOptions): Promise<SimpleGame[]> =>
    call(routes.shopGame.simpleList, body, options),

  /**
   * Names and icons of matching games, paged.
   * @example const { list } = await client.shopGame.simplePageList({ category: 'mobile-games', page: 2 });
   */
  simplePageList: (
    body: SimplePageListRequest = {},
    options?: RequestOptions,
  ): Promise<Page<SimpleGame>> => call(routes.shopGame.simplePageList, body, options),

  /**
   * One game with its account fields and packs.
   * @example const game = await client.shopGame.detail({ name: 'mobile-legends', currencyId: 2 });
   */
  detail: (body: GameDetailRequest, options?: RequestOptions): Promise<GameDetail> =>
    call(routes.shopGame.detail, body, options),
});
