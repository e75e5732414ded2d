import { contract } from '@storefront/api-client/contract';
import { handle, type RequestContext, requireUser } from '../../context';
import { methodOf } from '../channel/service';
import { resolveOwner } from '../shop/owner';
import { startDeposit } from './deposit';
import { answerOnce, fingerprintOf, idempotencyKeyOf } from './idempotency';
import { type PayInput, payOrder } from './service';

const pay = async (
  input: Omit<PayInput, 'owner' | 'idempotencyKey' | 'locale' | 'method'> & {
    method?: PayInput['method'];
  },
  ctx: RequestContext,
) => {
  const owner = await resolveOwner(ctx);
  const idempotencyKey = idempotencyKeyOf(ctx.request);
  const method = methodOf(input);
  return answerOnce(ctx.deps, owner, idempotencyKey, fingerprintOf('order.pay', input), () =>
    payOrder(ctx.deps, { ...input, method, owner, idempotencyKey, locale: ctx.locale }, ctx.now),
  );
};

export const paymentHandlers = {
  'orderDeal.pay': handle(contract.orderDeal.pay, pay),
  'legacy.order.pay': handle(contract.legacy.order.pay, pay),
  'user.deposit': handle(contract.user.deposit, (input, ctx) =>
    startDeposit(ctx.deps, requireUser(ctx).id, { ...input, locale: ctx.locale }, ctx.now),
  ),
};
