import { z } from 'zod';
import {
  DateRange,
  Day,
  Id,
  MinorUnits,
  Money,
  PageQuery,
  pageOf,
  Text,
  Timestamp,
} from './common';
import { OrderNo } from './order';

export const BalanceLogType = z.enum(['deposit', 'payment', 'refund', 'adjustment']);
export type BalanceLogType = z.infer<typeof BalanceLogType>;

export const BalanceLogEntry = z.object({
  id: Id,
  currencyId: Id,
  currencyCode: z.string(),
  decimals: z.int().min(0).max(4),
  /** Signed: a payment is negative. */
  amount: MinorUnits,
  balanceAfter: MinorUnits.nonnegative(),
  type: BalanceLogType,
  orderNo: OrderNo.nullable(),
  remark: z.string(),
  createdAt: Timestamp,
});
export type BalanceLogEntry = z.infer<typeof BalanceLogEntry>;

export const BalanceLogFilter = DateRange.extend({
  currencyId: Id.optional(),
  type: BalanceLogType.optional(),
});

/** Days compare as text (`YYYY-MM-DD`); a range that ends before it starts is bad input. */
const ORDERED_RANGE = {
  check: (range: { from?: string; to?: string }) =>
    range.from === undefined || range.to === undefined || range.from <= range.to,
  params: { message: 'Must not be after to', path: ['from'] },
};

export const BalanceLogRequest = PageQuery.extend(BalanceLogFilter.shape).refine(
  ORDERED_RANGE.check,
  ORDERED_RANGE.params,
);
export type BalanceLogRequest = z.input<typeof BalanceLogRequest>;
export const BalanceLogResponse = pageOf(BalanceLogEntry);

/** The CSV download's query string (values arrive as text). */
export const AccountDetailFileQuery = z
  .object({
    currencyId: z.coerce.number().pipe(Id).optional(),
    type: BalanceLogType.optional(),
    from: Day.optional(),
    to: Day.optional(),
  })
  .refine(ORDERED_RANGE.check, ORDERED_RANGE.params);
/** What a caller passes for the CSV download (the SDK serialises it into the query string). */
export type AccountDetailFileParams = z.input<typeof BalanceLogFilter>;

export const DepositRequest = z.object({
  currencyId: Id,
  amount: MinorUnits.positive(),
  returnUrl: Text.max(2000).optional(),
});
export type DepositRequest = z.input<typeof DepositRequest>;
export const DepositResponse = z.object({
  depositNo: z.string(),
  amount: Money,
  status: z.enum(['pending', 'completed', 'failed']),
  redirectUrl: z.string(),
});
export type DepositResponse = z.infer<typeof DepositResponse>;
