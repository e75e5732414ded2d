import { minorToDecimal } from '@storefront/api-client';
import { type DepositResponse, moneyLimitsOf } from '@storefront/api-client/contract';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { resolveCurrency } from '../currency/service';
import { referenceNumber } from '../order/numbers';
import { moneyIn } from '../order/view';
import { SHOP_MESSAGES } from '../shop/messages';
import { assertProviderConfigured } from './provider';
import { checkReturnUrl } from './return-url';

/** A deposit beyond its currency's limit, or one the balance could not take, is a 422. */
async function assertDepositFits(
  deps: AppDeps,
  userId: number,
  currency: { id: number; code: string; decimals: number },
  amount: number,
): Promise<void> {
  const limits = moneyLimitsOf(currency.code);
  const decimal = (minor: number) => minorToDecimal(minor, currency.decimals);
  if (amount > limits.deposit) {
    throw new AppError(422, SHOP_MESSAGES.depositLimit, {
      currency: currency.code,
      max: decimal(limits.deposit),
    });
  }
  const row = await deps.db
    .selectFrom('balances')
    .select('balance')
    .where('user_id', '=', userId)
    .where('currency_id', '=', currency.id)
    .executeTakeFirst();
  const balance = row?.balance ?? 0;
  if (balance + amount > limits.balance) {
    throw new AppError(422, SHOP_MESSAGES.balanceLimit, {
      currency: currency.code,
      max: decimal(limits.balance),
      balance: decimal(balance),
    });
  }
}

/**
 * `User/Deposit`: a pending provider payment for the user's balance. The customer confirms it on the
 * provider's page; the webhook then credits the balance with a ledger `deposit` entry.
 */
export async function startDeposit(
  deps: AppDeps,
  userId: number,
  input: { currencyId: number; amount: number; returnUrl?: string; locale?: Locale },
  now: Date,
): Promise<DepositResponse> {
  assertProviderConfigured(deps.paymentProvider);
  const returnUrl = checkReturnUrl(input.returnUrl, deps.settings.orders.returnOrigins);
  const currency = await resolveCurrency(deps, input.currencyId);
  await assertDepositFits(deps, userId, currency, input.amount);
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
        locale: input.locale,
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
    channel: null,
  });
  return { depositNo, amount: moneyIn(currency, input.amount), status: 'pending', redirectUrl };
}
