import type { Currency, PaymentResult } from '@storefront/api-client/contract';
import type { AppDeps } from '../../context';
import { checkoutLines, removeCheckedOut } from '../cart/service';
import { type OrderLine, type PreparedLine, prepareLines } from '../order/lines';
import { insertOrder } from '../order/service';
import { orderNoUnderKey } from '../payment/idempotency';
import { checkPayer, type PayOptions, payOrder, payWhilePlacing } from '../payment/service';
import { channelToPay } from '../payment/terms';
import type { Owner } from '../shop/owner';
import { linesAndCurrency } from './place';

type PayingOrder = PayOptions & {
  owner: Owner;
  address: string;
  lines: PreparedLine[];
  currencies?: Currency[];
  cartItemIds?: number[];
};

async function createAndPayPrepared(
  deps: AppDeps,
  input: PayingOrder,
  now: Date,
): Promise<PaymentResult> {
  const returnUrl = checkPayer(deps, input);
  const { lines, currency } = await linesAndCurrency(deps, input);
  const channel = await channelToPay(deps.db, input, null);
  const { owner, address, contactEmail, locale, cartItemIds } = input;
  const placing = { owner, address, lines, currency, contactEmail, locale, channel };
  return payWhilePlacing(
    deps,
    { ...input, returnUrl },
    async (trx) => {
      const order = await insertOrder(trx, deps, placing, now);
      if (cartItemIds) await removeCheckedOut(trx, owner, cartItemIds);
      return order.order_no;
    },
    now,
  );
}

/** A retry of a create-and-pay call whose key was used: the answer about that order again. */
async function replayed(
  deps: AppDeps,
  input: PayOptions & { owner: Owner },
  now: Date,
): Promise<PaymentResult | null> {
  const orderNo = await orderNoUnderKey(deps.db, input.owner, input.idempotencyKey ?? null);
  return orderNo === null ? null : payOrder(deps, { ...input, orderNo }, now);
}

/** Creates an order and pays it in ONE transaction: a refused payment leaves nothing behind. */
export async function createAndPayOrder(
  deps: AppDeps,
  input: PayOptions & { owner: Owner; address: string; lines: OrderLine[] },
  now: Date,
): Promise<PaymentResult> {
  const again = await replayed(deps, input, now);
  if (again) return again;
  return createAndPayPrepared(deps, { ...input, ...(await prepareLines(deps, input.lines)) }, now);
}

/** `shopcart/orderspay`: the chosen cart items become an order that is paid at once. */
export async function payCartItems(
  deps: AppDeps,
  input: PayOptions & { owner: Owner; address: string; cartItemIds: number[] },
  now: Date,
): Promise<PaymentResult> {
  const again = await replayed(deps, input, now);
  if (again) return again;
  const lines = await checkoutLines(deps, input.owner, input.cartItemIds);
  return createAndPayPrepared(deps, { ...input, lines }, now);
}
