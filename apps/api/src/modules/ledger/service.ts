import { minorToDecimal } from '@storefront/api-client';
import { moneyLimitsOf } from '@storefront/api-client/contract';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { BalanceLogTable, DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { moneyText } from '../../money/text';
import { SHOP_MESSAGES } from '../shop/messages';

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
 * balance row, refuses to go below zero (409) or past the ceiling (422), writes the new balance and
 * one ledger row. Two moves on the same balance wait for each other; the row lock makes the
 * check-then-write safe on any number of processes.
 */
export async function moveMoney(
  trx: Transaction<DB>,
  move: MoneyMove,
  now: Date,
): Promise<{ balanceAfter: number }> {
  if (!Number.isSafeInteger(move.amount) || move.amount === 0) {
    throw new RangeError(`Not an amount to move: ${move.amount}`);
  }
  return move.amount < 0 ? debit(trx, move, now) : credit(trx, move, now);
}

/**
 * A debit's two steps as CTEs for a statement that writes more: `moved` takes the amount off the
 * user's balance only while the balance covers it, `debited` writes the ledger row from what the
 * update answered. `source` is a sub-select of at most one row with `currency_id`, `amount`
 * (negative), `order_no` and `remark`, so the amount can come from a row the statement locked. The
 * update locks the balance and, after waiting for another move, checks again on the balance that
 * move left (PostgreSQL re-reads the row).
 */
export function debitSteps(
  userId: number,
  type: BalanceLogTable['type'],
  source: RawBuilder<unknown>,
  now: Date,
) {
  return sql`moved as (
      update balances set balance = balance + move.amount
      from ${source} as move
      where balances.user_id = ${userId}::integer and balances.currency_id = move.currency_id
        and move.amount < 0 and balances.balance + move.amount >= 0
      returning balances.balance, move.currency_id, move.amount, move.order_no, move.remark
    ),
    debited as (
      insert into balance_logs (user_id, currency_id, amount, balance_after, type, order_no,
        remark, created_at)
      select ${userId}::integer, currency_id, amount, balance, ${type}, order_no, remark,
        ${now}::timestamptz
      from moved
      returning balance_after
    )`;
}

/** A payment in ONE statement (see `debitSteps`); 409 when the balance does not cover it. */
async function debit(trx: Transaction<DB>, move: MoneyMove, now: Date) {
  const source = sql`(select ${move.currencyId}::integer as currency_id,
    ${move.amount}::bigint as amount, ${move.orderNo}::text as order_no,
    ${move.remark}::text as remark)`;
  const { rows } = await sql<{ balance_after: number }>`
    with ${debitSteps(move.userId, move.type, source, now)}
    select balance_after from debited`.execute(trx);
  const moved = rows[0];
  if (moved) return { balanceAfter: moved.balance_after };
  throw await insufficientBalance(trx, move);
}

/** The 409 for a debit the balance does not cover, naming what it needed and what there is. */
export async function insufficientBalance(trx: Transaction<DB>, move: MoneyMove) {
  const row = await balanceOf(trx, move);
  return new AppError(409, SHOP_MESSAGES.insufficientBalance, {
    currency: row.code,
    needed: moneyText({ amount: -move.amount, currencyCode: row.code, decimals: row.decimals }),
    available: moneyText({ amount: row.balance, currencyCode: row.code, decimals: row.decimals }),
  });
}

/** The balance (0 when the user never had one) with its currency, for a refusal's message. */
async function balanceOf(trx: Transaction<DB>, move: MoneyMove) {
  return trx
    .selectFrom('currencies')
    .leftJoin('balances', (join) =>
      join
        .onRef('balances.currency_id', '=', 'currencies.id')
        .on('balances.user_id', '=', move.userId),
    )
    .select((eb) => [
      'currencies.code',
      'currencies.decimals',
      eb.fn.coalesce('balances.balance', eb.lit(0)).as('balance'),
    ])
    .where('currencies.id', '=', move.currencyId)
    .executeTakeFirstOrThrow();
}

/** A deposit or refund: the balance row is created when missing, then locked and checked. */
async function credit(trx: Transaction<DB>, move: MoneyMove, now: Date) {
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
  const ceiling = moneyLimitsOf(row.code).balance;
  if (balanceAfter > ceiling) {
    throw new AppError(422, SHOP_MESSAGES.balanceLimit, {
      currency: row.code,
      max: minorToDecimal(ceiling, row.decimals),
      balance: minorToDecimal(row.balance, row.decimals),
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
