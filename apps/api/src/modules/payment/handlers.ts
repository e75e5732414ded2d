import { contract } from '@storefront/api-client/contract';
import { handle, type RequestContext, requireUser } from '../../context';
import { resolveOwner } from '../cart/owner';
import { startDeposit } from './deposit';
import { idempotencyKeyOf, type PayInput, payCartItems, payOrder } from './service';

const pay = async (input: Omit<PayInput, 'owner' | 'idempotencyKey'>, ctx: RequestContext) =>
  payOrder(
    ctx.deps,
    { ...input, owner: await resolveOwner(ctx), idempotencyKey: idempotencyKeyOf(ctx.request) },
    ctx.now,
  );

export const paymentHandlers = {
  'orderDeal.pay': handle(contract.orderDeal.pay, pay),
  'legacy.order.pay': handle(contract.legacy.order.pay, pay),
  'legacy.shopcart.orderspay': handle(contract.legacy.shopcart.orderspay, async (input, ctx) =>
    payCartItems(
      ctx.deps,
      { ...input, owner: await resolveOwner(ctx), idempotencyKey: idempotencyKeyOf(ctx.request) },
      ctx.now,
    ),
  ),
  'user.deposit': handle(contract.user.deposit, (input, ctx) =>
    startDeposit(ctx.deps, requireUser(ctx).id, input, ctx.now),
  ),
};
