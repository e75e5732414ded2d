import { contract } from '@storefront/api-client/contract';
import { handle } from '../../context';
import { methodOf } from '../channel/service';
import { answerOnce, fingerprintOf, idempotencyKeyOf } from '../payment/idempotency';
import { resolveOwner } from '../shop/owner';
import { payLinks } from './pay';
import { addLink, checkStamp, deleteLinks, listLinks, quote } from './service';

export const linkHandlers = {
  'legacy.link.orderDiscountPrice': handle(
    contract.legacy.link.orderDiscountPrice,
    async (input, ctx) => (await quote(ctx.deps, input)).quote,
  ),
  'legacy.link.list': handle(contract.legacy.link.list, async (input, ctx) =>
    listLinks(ctx.deps, await resolveOwner(ctx), input.currencyId),
  ),
  'legacy.link.add': handle(contract.legacy.link.add, async (input, ctx) => {
    const owner = await resolveOwner(ctx);
    const stamp = checkStamp(ctx.request.query, ctx.now);
    return addLink(ctx.deps, owner, input, stamp, ctx.now);
  }),
  'legacy.link.delete': handle(contract.legacy.link.delete, async (input, ctx) =>
    deleteLinks(ctx.deps, await resolveOwner(ctx), input.ids),
  ),
  'legacy.link.payOrder': handle(contract.legacy.link.payOrder, async (input, ctx) => {
    const owner = await resolveOwner(ctx);
    const idempotencyKey = idempotencyKeyOf(ctx.request);
    return answerOnce(ctx.deps, owner, idempotencyKey, fingerprintOf('link.pay', input), () =>
      payLinks(
        ctx.deps,
        owner,
        { ...input, method: methodOf(input), locale: ctx.locale, address: ctx.address },
        idempotencyKey,
        ctx.now,
      ),
    );
  }),
};
