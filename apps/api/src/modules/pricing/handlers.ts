import { contract } from '@storefront/api-client/contract';
import { handle } from '../../context';
import { resolveOwner } from '../shop/owner';
import { channelPrices } from './channel-prices';
import { idrDiscountFor } from './idr-discount';
import { orderCurrencyPrices } from './order-prices';

export const pricingHandlers = {
  'legacy.link.idrDiscount': handle(contract.legacy.link.idrDiscount, (input, ctx) =>
    idrDiscountFor(ctx.deps, input.amount, ctx.locale),
  ),
  'legacy.user.orderCurrencysDiscountPrice': handle(
    contract.legacy.user.orderCurrencysDiscountPrice,
    async (input, ctx) =>
      orderCurrencyPrices(ctx.deps, await resolveOwner(ctx), input.orderNo, ctx.now),
  ),
  'orderDeal.channels': handle(contract.orderDeal.channels, async (input, ctx) =>
    channelPrices(ctx.deps, await resolveOwner(ctx), input, ctx.locale),
  ),
};
