import type { ApiClient } from '@storefront/api-client';
import type {
  LoginRequest,
  RegisterRequest,
  UserDetail,
  VerifySignupRequest,
} from '@storefront/api-client/contract';
import { login, logout, type StateStore } from '@storefront/state';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { cartKeys, orderKeys } from './product';
import { walletKeys } from './wallet';

/** The SDK resources of logging in and out and of the account page. */
export type AccountApi = Pick<ApiClient, 'user'>;

export const accountKeys = {
  all: ['account'] as const,
  summary: ['account', 'summary'] as const,
};

/** The user, their balances, order counts and cart count (`User/Summary`); a 401 logs out. */
export function userSummaryQuery(api: AccountApi) {
  return queryOptions({
    queryKey: accountKeys.summary,
    queryFn: ({ signal }) => api.user.summary({ signal }),
    retry: false,
  });
}

/**
 * Stores the login (token cookie for 2 hours, user info) and refetches everything: the API has
 * merged the guest's cart into the user's, and prices, orders and balances are now the user's.
 */
async function startSession(store: StateStore, queryClient: QueryClient, userDetail: UserDetail) {
  login(store, userDetail);
  await queryClient.invalidateQueries();
  return userDetail;
}

/** "Log in" with email and password (`User/Login`). */
export function loginMutation(api: AccountApi, store: StateStore, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['account', 'login'],
    mutationFn: async (body: LoginRequest) =>
      startSession(store, queryClient, (await api.user.login(body)).userDetail),
  });
}

/**
 * "Create account" (`User/Register`): no session yet. The API answers alike for a new and a known
 * email (`{ email, resendAfterSeconds, signupToken }`) and mails a code; the form shows its own
 * refusals.
 */
export function registerMutation(api: AccountApi) {
  return mutationOptions({
    mutationKey: ['account', 'register'],
    mutationFn: (body: RegisterRequest) => api.user.register(body, { report: false }),
  });
}

/** The mailed code (`User/VerifySignup`): creates the account and logs in as a login does. */
export function verifySignupMutation(api: AccountApi, store: StateStore, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['account', 'verifySignup'],
    mutationFn: async (body: VerifySignupRequest) =>
      startSession(
        store,
        queryClient,
        (await api.user.verifySignup(body, { report: false })).userDetail,
      ),
  });
}

/**
 * "Log out": revokes the token (`User/Logout`; a failure there still logs out here), clears the
 * stored user, drops what only the user may see and refetches the cart, which is the guest's again.
 */
export function logoutMutation(api: AccountApi, store: StateStore, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['account', 'logout'],
    mutationFn: async () => {
      await api.user.logout().catch(() => undefined);
      logout(store);
      for (const queryKey of [accountKeys.all, orderKeys.all, walletKeys.all]) {
        queryClient.removeQueries({ queryKey });
      }
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
