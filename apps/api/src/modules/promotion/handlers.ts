import { contract } from '@storefront/api-client/contract';
import { handle } from '../../context';
import { listPromotions, promotionDetail } from './service';

export const promotionHandlers = {
  'promotion.list': handle(contract.promotion.list, (input, ctx) =>
    listPromotions(ctx.deps, input, ctx.locale, ctx.now),
  ),
  'promotion.detail': handle(contract.promotion.detail, (input, ctx) =>
    promotionDetail(ctx.deps, input.slug, ctx.locale, ctx.now),
  ),
};
