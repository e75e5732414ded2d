import { contract, type HomeSummary } from '@storefront/api-client/contract';
import type { AppDeps } from '../../context';
import { handle } from '../../context';
import { resolveCurrency } from '../currency/service';
import { homeFrame, homeSummary, homeSummaryNew, initData } from './service';
import { sharedAnswers } from './shared-answer';

/**
 * The home summary is public and the same for every caller of a locale and currency: each server
 * render of a guest home asks for it, so it is computed at most once a second per variant.
 */
const SUMMARY_SHARED_MS = 1_000;
const sharedSummary = sharedAnswers<AppDeps, HomeSummary>(SUMMARY_SHARED_MS);

export const homeHandlers = {
  'shopHome.initData': handle(contract.shopHome.initData, (_input, ctx) =>
    initData(ctx.deps, ctx.request.headers.guestid, ctx.address, ctx.locale, ctx.now),
  ),
  'shopHome.frame': handle(contract.shopHome.frame, (_input, ctx) =>
    homeFrame(ctx.deps, ctx.locale),
  ),
  'shopHome.summary': handle(contract.shopHome.summary, (input, ctx) =>
    sharedSummary(ctx.deps, `${ctx.locale} ${input.currencyId ?? ''}`, async () =>
      homeSummary(
        ctx.deps,
        await resolveCurrency(ctx.deps, input.currencyId, ctx.locale),
        ctx.locale,
        ctx.now,
      ),
    ),
  ),
  'shopHome.summaryNew': handle(contract.shopHome.summaryNew, async (input, ctx) =>
    homeSummaryNew(ctx.deps, await resolveCurrency(ctx.deps, input.currencyId, ctx.locale)),
  ),
};
