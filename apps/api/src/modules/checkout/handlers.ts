import type { OrderCreateRequest } from '@storefront/api-client/contract';
import { contract } from '@storefront/api-client/contract';
import { handle, type RequestContext } from '../../context';
import { checkoutLines, removeCheckedOut } from '../cart/service';
import { methodOf } from '../channel/service';
import { answerOnce, fingerprintOf, idempotencyKeyOf } from '../payment/idempotency';
import { resolveOwner } from '../shop/owner';
import { payCartItems } from './pay';
import { createOrder, placeOrder } from './place';

type CreateInput = Omit<OrderCreateRequest, 'items'> & {
  items?: Array<{ packId: number; quantity: number; account: Record<string, string> }>;
};

/** Checkout (cart items leave the cart with the order) or buy now: an unpaid order. */
async function create(input: CreateInput, ctx: RequestContext) {
  const owner = await resolveOwner(ctx);
  const { deps, now } = ctx;
  const { currencyId, contactEmail, channel } = input;
  const address = ctx.address;
  if (input.items) {
    const lines = input.items.map((item) => ({ kind: 'pack' as const, ...item }));
    const order = { owner, address, lines, currencyId, contactEmail, channel, locale: ctx.locale };
    return createOrder(deps, order, now);
  }
  const ids = input.cartItemIds ?? [];
  const lines = await checkoutLines(deps, owner, ids);
  return placeOrder(
    deps,
    { owner, address, lines, currencyId, contactEmail, channel, locale: ctx.locale },
    now,
    (trx) => removeCheckedOut(trx, owner, ids),
  );
}

export const checkoutHandlers = {
  'orderDeal.add': handle(contract.orderDeal.add, create),
  'legacy.order.create': handle(contract.legacy.order.create, create),
  'legacy.shopcart.orderspay': handle(contract.legacy.shopcart.orderspay, async (input, ctx) => {
    const owner = await resolveOwner(ctx);
    const idempotencyKey = idempotencyKeyOf(ctx.request);
    return answerOnce(ctx.deps, owner, idempotencyKey, fingerprintOf('cart.pay', input), () =>
      payCartItems(
        ctx.deps,
        {
          ...input,
          method: methodOf(input),
          owner,
          address: ctx.address,
          idempotencyKey,
          locale: ctx.locale,
        },
        ctx.now,
      ),
    );
  }),
};
