import type { OrderCreateRequest } from '@storefront/api-client/contract';
import { contract } from '@storefront/api-client/contract';
import { handle, type RequestContext } from '../../context';
import { resolveOwner } from '../cart/owner';
import { checkoutLines, removeCheckedOut } from '../cart/service';
import { cancelOrder, createOrder, listOrders, orderDetail, placeOrder } from './service';

type CreateInput = Omit<OrderCreateRequest, 'items'> & {
  items?: Array<{ packId: number; quantity: number; account: Record<string, string> }>;
};

/** Checkout (cart items leave the cart with the order) or buy now. */
async function create(input: CreateInput, ctx: RequestContext) {
  const owner = await resolveOwner(ctx);
  const { deps, now } = ctx;
  if (input.items) {
    const lines = input.items.map((item) => ({ kind: 'pack' as const, ...item }));
    return createOrder(deps, { owner, lines, currencyId: input.currencyId }, now);
  }
  const ids = input.cartItemIds ?? [];
  const lines = await checkoutLines(deps, owner, ids);
  return placeOrder(deps, { owner, lines, currencyId: input.currencyId }, now, (trx) =>
    removeCheckedOut(trx, owner, ids),
  );
}

const list = async (input: Parameters<typeof listOrders>[2], ctx: RequestContext) =>
  listOrders(ctx.deps, await resolveOwner(ctx), input);

const detail = async (input: { orderNo: string }, ctx: RequestContext) =>
  orderDetail(ctx.deps, await resolveOwner(ctx), input.orderNo);

export const orderHandlers = {
  'orderDeal.add': handle(contract.orderDeal.add, create),
  'legacy.order.create': handle(contract.legacy.order.create, create),
  'orderDeal.pageList': handle(contract.orderDeal.pageList, list),
  'legacy.order.list': handle(contract.legacy.order.list, list),
  'orderDeal.detail': handle(contract.orderDeal.detail, detail),
  'legacy.order.detail': handle(contract.legacy.order.detail, detail),
  'orderDeal.cancel': handle(contract.orderDeal.cancel, async (input, ctx) =>
    cancelOrder(ctx.deps, await resolveOwner(ctx), input.orderNo, ctx.now),
  ),
};
