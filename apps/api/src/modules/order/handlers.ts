import { contract } from '@storefront/api-client/contract';
import { handle, type RequestContext, requireUser } from '../../context';
import { resolveOwner } from '../shop/owner';
import { rememberedPlayer } from './players';
import { setOrderPromo } from './promo';
import { cancelOrder, listOrders, orderDetail, trackOrder } from './service';

const list = async (input: Parameters<typeof listOrders>[2], ctx: RequestContext) =>
  listOrders(ctx.deps, await resolveOwner(ctx), input);

const detail = async (input: { orderNo: string }, ctx: RequestContext) =>
  orderDetail(ctx.deps, await resolveOwner(ctx), input.orderNo, ctx.locale);

export const orderHandlers = {
  'orderDeal.pageList': handle(contract.orderDeal.pageList, list),
  'legacy.order.list': handle(contract.legacy.order.list, list),
  'orderDeal.detail': handle(contract.orderDeal.detail, detail),
  'legacy.order.detail': handle(contract.legacy.order.detail, detail),
  'orderDeal.cancel': handle(contract.orderDeal.cancel, async (input, ctx) =>
    cancelOrder(ctx.deps, await resolveOwner(ctx), input.orderNo, ctx.now, ctx.locale),
  ),
  'user.player': handle(contract.user.player, (input, ctx) =>
    rememberedPlayer(ctx.deps.db, requireUser(ctx).id, input.gameName),
  ),
  'orderDeal.track': handle(contract.orderDeal.track, (input, ctx) =>
    trackOrder(ctx.deps, input, ctx.address, ctx.now, ctx.locale),
  ),
  'orderDeal.applyPromo': handle(contract.orderDeal.applyPromo, async (input, ctx) =>
    setOrderPromo(ctx.deps, await resolveOwner(ctx), input, ctx.now, ctx.locale),
  ),
};
