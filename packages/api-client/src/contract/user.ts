import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NICKNAME_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import { Id, MinorUnits, Text, Timestamp } from './common';

export const Email = z
  .email()
  .max(EMAIL_MAX_LENGTH)
  .transform((email) => email.toLowerCase());

export const UserBalance = z.object({
  currencyId: Id,
  currencyCode: z.string(),
  decimals: z.int().min(0).max(4),
  balance: MinorUnits.nonnegative(),
});
export type UserBalance = z.infer<typeof UserBalance>;

export const UserInfo = z.object({
  id: Id,
  email: z.string(),
  nickname: z.string(),
  createdAt: Timestamp,
  userBalance: z.array(UserBalance),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** What login and registration return: the user, the balances and the 2-hour token. */
export const UserDetail = UserInfo.extend({
  token: z.string(),
  tokenExpiresAt: Timestamp,
});
export type UserDetail = z.infer<typeof UserDetail>;

export const LoginRequest = z.object({
  email: Email,
  password: Text.min(1).max(200),
});
export type LoginRequest = z.input<typeof LoginRequest>;
export const LoginResponse = z.object({ userDetail: UserDetail });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RegisterRequest = z.object({
  email: Email,
  password: Text.min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`).max(
    200,
  ),
  nickname: Text.trim().min(NICKNAME_LENGTH.min).max(NICKNAME_LENGTH.max),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const UserSummary = z.object({
  user: UserInfo,
  orderCounts: z.object({
    unpaid: z.int().nonnegative(),
    inProgress: z.int().nonnegative(),
    completed: z.int().nonnegative(),
  }),
  cartCount: z.int().nonnegative(),
});
export type UserSummary = z.infer<typeof UserSummary>;
