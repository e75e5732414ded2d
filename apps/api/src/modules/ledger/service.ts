import { minorToDecimal } from '@storefront/csv';
import type { Transaction } from 'kysely';
import type { BalanceLogTable, DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { SHOP_MESSAGES } from '../order/messages';

export interface MoneyMove {
  userId: number;
  currencyId: number;
  /** Signed, in the currency's minor units: a payment is negative. */
  amount: number;
  type: BalanceLogTable['type'];
  orderNo: string | null;
  remark: string | null;
}

/**
 * The one way money moves in or out of a balance: inside the caller's transaction it locks the
 * balance row, refuses to go below zero (409), writes the new balance and one ledger row. Two moves on
 * the same balance wait for each other; the row lock makes the check-then-write safe on any number of
 * processes.
 */
export async function moveMoney(
  trx: Transaction<DB>,
  move: MoneyMove,
  now: Date,
): Promise<{ balanceAfter: number }> {
  if (!Number.isSafeInteger(move.amount) || move.amount === 0) {
    throw new RangeError(`Not an amount to move: ${move.amount}`);
  }
  await trx
    .insertInto('balances')
    .values({ user_id: move.userId, currency_id: move.currencyId, balance: 0 })
    .onConflict((conflict) => conflict.columns(['user_id', 'currency_id']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('balances')
    .innerJoin('currencies', 'currencies.id', 'balances.currency_id')
    .select(['balances.balance', 'currencies.code', 'currencies.decimals'])
    .where('balances.user_id', '=', move.userId)
    .where('balances.currency_id', '=', move.currencyId)
    .forUpdate('balances')
    .executeTakeFirstOrThrow();
  const balanceAfter = row.balance + move.amount;
  if (balanceAfter < 0) {
    throw new AppError(409, SHOP_MESSAGES.insufficientBalance, {
      currency: row.code,
      needed: minorToDecimal(-move.amount, row.decimals),
      available: minorToDecimal(row.balance, row.decimals),
    });
  }
  await trx
    .updateTable('balances')
    .set({ balance: balanceAfter })
    .where('user_id', '=', move.userId)
    .where('currency_id', '=', move.currencyId)
    .execute();
  await trx
    .insertInto('balance_logs')
    .values({
      user_id: move.userId,
      currency_id: move.currencyId,
      amount: move.amount,
      balance_after: balanceAfter,
      type: move.type,
      order_no: move.orderNo,
      remark: move.remark,
      created_at: now,
    })
    .execute();
  return { balanceAfter };
}
