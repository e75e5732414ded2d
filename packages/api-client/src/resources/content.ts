import type {
  ContentPage,
  ContentPageRequest,
  Page,
  PromotionDetail,
  PromotionDetailRequest,
  PromotionListRequest,
  PromotionSummary,
} from '../contract';
import type { EndpointCaller, RequestOptions } from '../http/request';
import { routes } from '../routes';

export const createPromotion = (call: EndpointCaller) => ({
  /**
   * Promotions, running ones first, paged.
   * @example const { list } = await client.promotion.list({ page: 1, pageSize: 10 });
   */
  list: (
    body: PromotionListRequest = {},
    options?: RequestOptions,
  ): Promise<Page<PromotionSummary>> => call(routes.promotion.list, body, options),

  /**
   * One promotion with its body (sanitised HTML).
   * @example const promo = await client.promotion.detail({ slug: 'weekend-diamonds' });
   */
  detail: (body: PromotionDetailRequest, options?: RequestOptions): Promise<PromotionDetail> =>
    call(routes.promotion.detail, body, options),
});

export const createContent = (call: EndpointCaller) => ({
  /**
   * Help (with FAQ), about or legal content in the locale of `accept-language`.
   * @example const help = await client.content.page({ slug: 'help' });
   */
  page: (body: ContentPageRequest, options?: RequestOptions): Promise<ContentPage> =>
    call(routes.content.page, body, options),
});
