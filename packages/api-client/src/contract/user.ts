import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NICKNAME_LENGTH } from '../limits';
import { type PasswordContext, passwordProblem } from '../password';
import { PASSWORD_PROBLEM_MESSAGES } from '../password-rules';
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

/** Refuses a password outside the policy (`passwordProblem`) with the problem's message. */
function checkNewPassword(
  password: string,
  context: PasswordContext,
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
) {
  const problem = passwordProblem(password, context);
  if (problem) ctx.addIssue({ code: 'custom', message: PASSWORD_PROBLEM_MESSAGES[problem], path });
}

/** A password being chosen: under the policy (length in code points, not common). */
export const NewPassword = Text.superRefine((password, ctx) => checkNewPassword(password, {}, ctx));

const Nickname = Text.trim().min(NICKNAME_LENGTH.min).max(NICKNAME_LENGTH.max);

/** The password is judged alone first (its own issue), then against the email and nickname. */
export const RegisterRequest = z
  .object({ email: Email, password: NewPassword, nickname: Nickname })
  .superRefine(({ password, email, nickname }, ctx) => {
    if (passwordProblem(password) === null) {
      checkNewPassword(password, { email, nickname }, ctx, ['password']);
    }
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

/** What sign-up and a resend answer, alike for a new and a known email: check the mailbox. */
export const SignupPending = z.object({
  email: z.string(),
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: z.int().nonnegative(),
  /**
   * This sign-up attempt's secret: only the browser that registered holds it, and the code confirms
   * the sign-up (or is resent) only with it.
   */
  signupToken: z.string(),
});
export type SignupPending = z.infer<typeof SignupPending>;

export const SIGNUP_CODE_MESSAGE = 'The code is wrong or has expired';
export const RESET_TOKEN_MESSAGE = 'The link is wrong or has expired';

/** 32 random bytes, base64url: a sign-up attempt's `signupToken`. */
const SignupToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, SIGNUP_CODE_MESSAGE);

export const VerifySignupRequest = z.object({
  email: Email,
  code: z.string().regex(/^\d{6}$/, SIGNUP_CODE_MESSAGE),
  signupToken: SignupToken,
});
export type VerifySignupRequest = z.input<typeof VerifySignupRequest>;

export const EmailRequest = z.object({ email: Email });
export const ResendSignupCodeRequest = z.object({ email: Email, signupToken: SignupToken });
export type ResendSignupCodeRequest = z.input<typeof ResendSignupCodeRequest>;
export type ForgotPasswordRequest = z.input<typeof EmailRequest>;

export const ResetPasswordRequest = z.object({
  /** The `token` of the mailed link: 32 random bytes, base64url. */
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, RESET_TOKEN_MESSAGE),
  password: NewPassword,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

export const ChangePasswordRequest = z.object({
  currentPassword: Text.min(1).max(200),
  newPassword: NewPassword,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;
