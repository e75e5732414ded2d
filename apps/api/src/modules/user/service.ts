import type { LoginResponse, UserInfo, UserSummary } from '@storefront/api-client/contract';
import type { AppDeps, AuthUser } from '../../context';
import { AppError } from '../../http/errors';
import { cartCount, mergeGuestCart } from '../cart/service';
import { adoptGuestLinks } from '../link/service';
import { createSession, revokeSession } from '../session/sessions';
import { deviceAccountOf, knownDeviceCookie, knownDeviceOf } from './device';
import { takeLoginAttempt } from './login-throttle';
import { verifyAgainstNothing, verifyPassword } from './password';

type Account = Pick<AuthUser, 'id' | 'email' | 'nickname' | 'createdAt'>;

/** The user with one balance per currency of the store (0 where they hold none). */
export async function userInfo(deps: AppDeps, account: Account): Promise<UserInfo> {
  const rows = await deps.db
    .selectFrom('currencies')
    .leftJoin('balances', (join) =>
      join
        .onRef('balances.currency_id', '=', 'currencies.id')
        .on('balances.user_id', '=', account.id),
    )
    .select(['currencies.id', 'currencies.code', 'currencies.decimals', 'balances.balance'])
    .orderBy('currencies.sort')
    .orderBy('currencies.id')
    .execute();
  return {
    id: account.id,
    email: account.email,
    nickname: account.nickname,
    createdAt: account.createdAt.toISOString(),
    userBalance: rows.map((row) => ({
      currencyId: row.id,
      currencyCode: row.code,
      decimals: row.decimals,
      balance: row.balance ?? 0,
    })),
  };
}

/** Opens a session for the account (merging the guest's cart and links) and answers as login. */
export async function signIn(
  deps: AppDeps,
  account: Account,
  guestId: string | null,
  now: Date,
): Promise<LoginResponse> {
  if (guestId) {
    await mergeGuestCart(deps, guestId, account.id, now);
    await adoptGuestLinks(deps.db, guestId, account.id);
  }
  const { token, expiresAt } = await createSession(deps, account.id, now);
  const info = await userInfo(deps, account);
  return { userDetail: { ...info, token, tokenExpiresAt: expiresAt.toISOString() } };
}

/** What `login` needs of the request besides its body. */
export interface LoginRequest {
  address: string;
  /** The `Cookie` header: it may prove a known device of the account. */
  cookie: string | undefined;
  /** The request came over https: the device cookie is then `Secure`. */
  secure: boolean;
}

/**
 * The attempt is counted before the password is verified (login-throttle), so however many arrive
 * at once, at most the limits' worth of passwords is ever tried. The account is read first only to
 * tell whether the request comes from one of its known devices. A success answers the session and
 * the device cookie (the same device renewed, or a new one).
 */
export async function login(
  deps: AppDeps,
  input: { email: string; password: string },
  request: LoginRequest,
  guestId: string | null,
  now: Date,
): Promise<{ answer: LoginResponse; deviceCookie: string }> {
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', input.email)
    .executeTakeFirst();
  const device = user
    ? knownDeviceOf(deps.secrets, request.cookie, deviceAccountOf(user), now)
    : null;
  const succeeded = await takeLoginAttempt(
    deps,
    input.email,
    { address: request.address, device },
    now,
  );
  const valid = user
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyAgainstNothing(input.password);
  if (!user || !valid) throw new AppError(401, 'auth.invalidCredentials');
  await succeeded();
  const deviceCookie = knownDeviceCookie(
    deps.secrets,
    deviceAccountOf(user),
    device?.deviceId ?? null,
    { now, ttlMs: deps.settings.auth.knownDeviceTtlMs, secure: request.secure },
  );
  return { answer: await signIn(deps, toAccount(user), guestId, now), deviceCookie };
}

export function toAccount(row: { id: number; email: string; nickname: string; created_at: Date }) {
  return { id: row.id, email: row.email, nickname: row.nickname, createdAt: row.created_at };
}

export async function logout(deps: AppDeps, user: AuthUser, now: Date): Promise<null> {
  await revokeSession(deps, user.tokenHash, now);
  return null;
}

/** The profile with the counts of the user's orders by stage and of their cart. */
export async function userSummary(deps: AppDeps, user: AuthUser): Promise<UserSummary> {
  const rows = await deps.db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<string>().as('count')])
    .where('user_id', '=', user.id)
    .groupBy('status')
    .execute();
  const count = (...statuses: string[]) =>
    rows
      .filter((row) => statuses.includes(row.status))
      .reduce((sum, row) => sum + Number(row.count), 0);
  return {
    user: await userInfo(deps, user),
    orderCounts: {
      unpaid: count('unpaid'),
      inProgress: count('paid', 'processing'),
      completed: count('completed'),
    },
    cartCount: await cartCount(deps.db, { kind: 'user', userId: user.id }),
  };
}
