import type { DepositResponse } from '@storefront/api-client/contract';
import type { AppDeps } from '../../context';
import { resolveCurrency } from '../currency/service';
import { referenceNumber } from '../order/numbers';
import { moneyIn } from '../order/view';
import { checkReturnUrl } from './service';

/**
 * `User/Deposit`: a pending provider payment for the user's balance. The customer confirms it on the
 * provider's page; the webhook then credits the balance with a ledger `deposit` entry.
 */
export async function startDeposit(
  deps: AppDeps,
  userId: number,
  input: { currencyId: number; amount: number; returnUrl?: string },
  now: Date,
): Promise<DepositResponse> {
  const returnUrl = checkReturnUrl(input.returnUrl);
  const currency = await resolveCurrency(deps, input.currencyId);
  let depositNo: string | undefined;
  while (!depositNo) {
    const row = await deps.db
      .insertInto('payments')
      .values({
        payment_no: referenceNumber('DP', now),
        purpose: 'deposit',
        order_id: null,
        user_id: userId,
        guest_id: null,
        currency_id: currency.id,
        amount: input.amount,
        method: 'provider',
        provider: deps.paymentProvider.name,
        status: 'pending',
        idempotency_key: null,
        return_url: returnUrl,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('payment_no').doNothing())
      .returning('payment_no')
      .executeTakeFirst();
    depositNo = row?.payment_no;
  }
  const { redirectUrl } = await deps.paymentProvider.checkout({
    paymentNo: depositNo,
    amount: input.amount,
    currencyCode: currency.code,
    decimals: currency.decimals,
  });
  return { depositNo, amount: moneyIn(currency, input.amount), status: 'pending', redirectUrl };
}
