import { contract } from '@storefront/api-client/contract';
import { handle, type RequestContext } from '../../context';
import { resolveOwner } from '../shop/owner';
import { addToCart, cartCount, listCart, removeFromCart, updateCartQuantity } from './service';

const list = async (input: { currencyId?: number }, ctx: RequestContext) =>
  listCart(ctx.deps, await resolveOwner(ctx), input.currencyId, ctx.locale);

type AddInput = Parameters<typeof addToCart>[3];

const add = (kind: 'pack' | 'razer') => async (input: AddInput, ctx: RequestContext) =>
  addToCart(ctx.deps, await resolveOwner(ctx), kind, input, ctx.now);

const remove = (kind?: 'razer') => async (input: { ids: number[] }, ctx: RequestContext) =>
  removeFromCart(ctx.deps, await resolveOwner(ctx), input.ids, kind);

export const cartHandlers = {
  'shopCart.list': handle(contract.shopCart.list, list),
  'legacy.shopcart.list': handle(contract.legacy.shopcart.list, list),
  'shopCart.add': handle(contract.shopCart.add, add('pack')),
  'legacy.shopcart.add': handle(contract.legacy.shopcart.add, add('pack')),
  'shopCart.update': handle(contract.shopCart.update, async (input, ctx) =>
    updateCartQuantity(ctx.deps, await resolveOwner(ctx), input),
  ),
  'shopRazer.addCart': handle(contract.shopRazer.addCart, add('razer')),
  'shopCart.del': handle(contract.shopCart.del, remove()),
  'legacy.shopcart.delete': handle(contract.legacy.shopcart.delete, remove()),
  'shopRazer.del': handle(contract.shopRazer.del, remove('razer')),
  'shopCart.num': handle(contract.shopCart.num, async (_input, ctx) => ({
    count: await cartCount(ctx.deps.db, await resolveOwner(ctx)),
  })),
};
