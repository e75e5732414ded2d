import { contract } from '@storefront/api-client/contract';
import { handle } from '../../context';
import { carousel, contentPage } from './service';

export const contentHandlers = {
  'content.page': handle(contract.content.page, (input, ctx) =>
    contentPage(ctx.deps, input.slug, ctx.locale),
  ),
  'legacy.pageSettings.homeCarouselList': handle(
    contract.legacy.pageSettings.homeCarouselList,
    (_input, ctx) => carousel(ctx.deps, ctx.locale),
  ),
};
