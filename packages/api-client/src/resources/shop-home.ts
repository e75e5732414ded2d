import type {
  CurrencyChoice,
  HomeFrame,
  HomeSummary,
  HomeSummaryNew,
  InitDataResponse,
} from '../contract';
import type { EndpointCaller, RequestOptions } from '../http/request';
import { routes } from '../routes';

export const createShopHome = (call: EndpointCaller) => ({
  /**
   * Home page data: carousel, games per category, hot promotions, priced in the given currency.
   * @example const { carousel, categories } = await client.shopHome.summary({ currencyId: 2 });
   */
  summary: (body: CurrencyChoice = {}, options?: RequestOptions): Promise<HomeSummary> =>
    call(routes.shopHome.summary, body, options),

  /**
   * Home page data: newest and popular games and games per type.
   * @example const { newest } = await client.shopHome.summaryNew();
   */
  summaryNew: (body: CurrencyChoice = {}, options?: RequestOptions): Promise<HomeSummaryNew> =>
    call(routes.shopHome.summaryNew, body, options),

  /**
   * Start-up data: currencies, the visitor's guest id (a new one when none was sent), categories.
   * @example const { guestId, currencySummary, gameCateList } = await client.shopHome.initData();
   */
  initData: (options?: RequestOptions): Promise<InitDataResponse> =>
    call(routes.shopHome.initData, {}, options),

  /**
   * The public part of `initData`, the same for every visitor of a locale: currencies and
   * categories. Creates no guest, so server rendering reads it (a guest stays the browser's).
   * @example const { currencySummary, gameCateList } = await client.shopHome.frame();
   */
  frame: (options?: RequestOptions): Promise<HomeFrame> => call(routes.shopHome.frame, {}, options),
});
