import type {
  BalanceLogEntry,
  BalanceLogRequest,
  ChangePasswordRequest,
  DepositRequest,
  DepositResponse,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  Page,
  PlayerRequest,
  RegisterRequest,
  RememberedPlayer,
  ResendSignupCodeRequest,
  ResetPasswordRequest,
  SignupPending,
  UserSummary,
  VerifySignupRequest,
} from '../contract';
import type { EndpointCaller, RequestOptions } from '../http/request';
import { routes } from '../routes';

// One object literal on purpose: every method a documented one-liner, as the other resources.
export const createUser = (call: EndpointCaller) => ({
  /**
   * Logs in; `userDetail.token` is the bearer token (2 hours). The guest's cart merges in.
   * @example const { userDetail } = await client.user.login({ email: 'demo@example.com', password: 'demo1234' });
   */
  login: (body: LoginRequest, options?: RequestOptions): Promise<LoginResponse> =>
    call(routes.user.login, body, options),

  /**
   * Starts a sign-up: mails a 6-digit code (30 minutes) to a new email, a warning to the owner of a
   * known one; the answer is the same for both. No session yet: confirm with `verifySignup`, giving
   * back the answer's `signupToken` (keep it: only this browser's attempt takes the code).
   * @example const { resendAfterSeconds } = await client.user.register({ email, password, nickname: 'Rina' });
   */
  register: (body: RegisterRequest, options?: RequestOptions): Promise<SignupPending> =>
    call(routes.user.register, body, options),

  /**
   * Confirms a sign-up with the mailed code and Register's `signupToken`: creates the account and
   * logs in (the guest cart merges in).
   * @example const { userDetail } = await client.user.verifySignup({ email, code: '123456', signupToken });
   */
  verifySignup: (body: VerifySignupRequest, options?: RequestOptions): Promise<LoginResponse> =>
    call(routes.user.verifySignup, body, options),

  /**
   * Mails a new code for the attempt of `signupToken`; the same answer for any email, 429 past the
   * resend limits.
   * @example const { resendAfterSeconds } = await client.user.resendSignupCode({ email, signupToken });
   */
  resendSignupCode: (
    body: ResendSignupCodeRequest,
    options?: RequestOptions,
  ): Promise<SignupPending> => call(routes.user.resendSignupCode, body, options),

  /**
   * Mails a link to reset the password when an account has this email; the same answer for any email.
   * @example await client.user.forgotPassword({ email });
   */
  forgotPassword: (body: ForgotPasswordRequest, options?: RequestOptions): Promise<null> =>
    call(routes.user.forgotPassword, body, options),

  /**
   * Sets a new password with the token of the mailed link (single use, 30 minutes); every session
   * of the account is logged out.
   * @example await client.user.resetPassword({ token, password: 'a new long passphrase' });
   */
  resetPassword: (body: ResetPasswordRequest, options?: RequestOptions): Promise<null> =>
    call(routes.user.resetPassword, body, options),

  /**
   * Changes the logged-in user's password; every other session is logged out, this one stays.
   * @example await client.user.changePassword({ currentPassword, newPassword: 'a new long passphrase' });
   */
  changePassword: (body: ChangePasswordRequest, options?: RequestOptions): Promise<null> =>
    call(routes.user.changePassword, body, options),

  /**
   * Revokes the current token.
   * @example await client.user.logout();
   */
  logout: (options?: RequestOptions): Promise<null> => call(routes.user.logout, {}, options),

  /**
   * The logged-in user's profile, balances and order and cart counts.
   * @example const { user, orderCounts } = await client.user.summary();
   */
  summary: (options?: RequestOptions): Promise<UserSummary> =>
    call(routes.user.summary, {}, options),

  /**
   * The last player account the user ordered for a game (non-secret fields and nickname), or null.
   * @example const player = await client.user.player({ gameName: 'mobile-legends' });
   */
  player: (body: PlayerRequest, options?: RequestOptions): Promise<RememberedPlayer> =>
    call(routes.user.player, body, options),

  /**
   * Balance history, paged, filtered by currency, type and date range (inclusive days, UTC).
   * @example const { list } = await client.user.balanceLog({ type: 'payment', from: '2026-11-01' });
   */
  balanceLog: (
    body: BalanceLogRequest = {},
    options?: RequestOptions,
  ): Promise<Page<BalanceLogEntry>> => call(routes.user.balanceLog, body, options),

  /**
   * Starts a balance top-up through the payment provider; send the customer to `redirectUrl`.
   * @example const { redirectUrl } = await client.user.deposit({ currencyId: 1, amount: 1000 });
   */
  deposit: (body: DepositRequest, options?: RequestOptions): Promise<DepositResponse> =>
    call(routes.user.deposit, body, options),
});
