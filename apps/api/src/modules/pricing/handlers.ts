import { type ChannelsRequest, contract } from '@storefront/api-client/contract';
import { handle, type RequestContext } from '../../context';
import { AppError } from '../../http/errors';
import { type Owner, resolveOwner } from '../shop/owner';
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
    channelPrices(ctx.deps, await channelsCaller(ctx, input), input, ctx.locale),
  ),
};

/** A visitor the store does not know yet: priced as a guest (every channel but the balance). */
const UNKNOWN_VISITOR: Owner = { kind: 'guest', guestId: '' };

/**
 * Who asks for channels: a pack's list is public (a product page asks before the browser has its
 * guest id), an order's needs its owner; a bad Bearer token is refused either way.
 */
async function channelsCaller(ctx: RequestContext, input: ChannelsRequest): Promise<Owner> {
  if (input.packId === undefined || ctx.request.headers.authorization) return resolveOwner(ctx);
  try {
    return await resolveOwner(ctx);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return UNKNOWN_VISITOR;
    throw error;
  }
}
