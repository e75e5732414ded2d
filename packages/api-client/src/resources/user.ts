import type {
  BalanceLogEntry,
  BalanceLogRequest,
  DepositRequest,
  DepositResponse,
  LoginRequest,
  LoginResponse,
  Page,
  RegisterRequest,
  UserSummary,
} from '../contract';
import type { EndpointCaller, RequestOptions } from '../http/request';
import { routes } from '../routes';

export const createUser = (call: EndpointCaller) => ({
  /**
   * Logs in; `userDetail.token` is the bearer token (2 hours). The guest's cart merges in.
   * @example const { userDetail } = await client.user.login({ email: 'demo@example.com', password: 'demo1234' });
   */
  login: (body: LoginRequest, options?: RequestOptions): Promise<LoginResponse> =>
    call(routes.user.login, body, options),

  /**
   * Creates an account and logs it in.
   * @example const { userDetail } = await client.user.register({ email, password, nickname: 'Rina' });
   */
  register: (body: RegisterRequest, options?: RequestOptions): Promise<LoginResponse> =>
    call(routes.user.register, body, options),

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
