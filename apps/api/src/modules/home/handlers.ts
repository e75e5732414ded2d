import { contract } from '@storefront/api-client/contract';
import { handle } from '../../context';
import { resolveCurrency } from '../currency/service';
import { homeSummary, homeSummaryNew, initData } from './service';

export const homeHandlers = {
  'shopHome.initData': handle(contract.shopHome.initData, (_input, ctx) =>
    initData(ctx.deps, ctx.request.headers.guestid, ctx.request.ip, ctx.locale, ctx.now),
  ),
  'shopHome.summary': handle(contract.shopHome.summary, async (input, ctx) =>
    homeSummary(
      ctx.deps,
      await resolveCurrency(ctx.deps, input.currencyId, ctx.locale),
      ctx.locale,
      ctx.now,
    ),
  ),
  'shopHome.summaryNew': handle(contract.shopHome.summaryNew, async (input, ctx) =>
    homeSummaryNew(ctx.deps, await resolveCurrency(ctx.deps, input.currencyId, ctx.locale)),
  ),
};
