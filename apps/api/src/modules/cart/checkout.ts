import type { OrderCreateRequest } from '@storefront/api-client/contract';
import { contract } from '@storefront/api-client/contract';
import { handle, type RequestContext } from '../../context';
import { createOrder, placeOrder } from '../order/service';
import { resolveOwner } from '../shop/owner';
import { checkoutLines, removeCheckedOut } from './service';

type CreateInput = Omit<OrderCreateRequest, 'items'> & {
  items?: Array<{ packId: number; quantity: number; account: Record<string, string> }>;
};

/**
 * Checkout (cart items leave the cart with the order) or buy now. It lives with the cart, above
 * the order module, so that orders never depend on carts.
 */
async function create(input: CreateInput, ctx: RequestContext) {
  const owner = await resolveOwner(ctx);
  const { deps, now } = ctx;
  const { currencyId, contactEmail, channel } = input;
  const address = ctx.request.ip;
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
};
