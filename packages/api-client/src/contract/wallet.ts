import { z } from 'zod';
import {
  DateRange,
  Id,
  MinorUnits,
  Money,
  orderedRange,
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

export const BalanceLogRequest = orderedRange(PageQuery.extend(BalanceLogFilter.shape));
export type BalanceLogRequest = z.input<typeof BalanceLogRequest>;
export const BalanceLogResponse = pageOf(BalanceLogEntry);

/** The CSV download's query string (values arrive as text). */
export const AccountDetailFileQuery = orderedRange(
  DateRange.extend({
    currencyId: z.coerce.number().pipe(Id).optional(),
    type: BalanceLogType.optional(),
  }),
);
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
