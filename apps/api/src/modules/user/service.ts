import type { LoginResponse, UserInfo, UserSummary } from '@storefront/api-client/contract';
import type { AppDeps, AuthUser } from '../../context';
import { AppError } from '../../http/errors';
import { cartCount, mergeGuestCart } from '../cart/service';
import { adoptGuestLinks } from '../link/service';
import { forgive, giveBack, type Limit, takeAttempt } from '../rate-limit/service';
import { createSession, revokeSession } from '../session/sessions';
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

/** Password attempts per email address and per client address (fixed windows, in the database). */
function loginLimits(deps: AppDeps, email: string, address: string) {
  const { loginWindowMs: windowMs, loginMaxPerEmail, loginMaxPerAddress } = deps.settings.auth;
  return {
    email: { key: `login:email:${email}`, max: loginMaxPerEmail, windowMs },
    address: { key: `login:address:${address}`, max: loginMaxPerAddress, windowMs },
  } satisfies Record<string, Limit>;
}

/**
 * The attempt is counted before the password is verified, so however many arrive at once, at most
 * the limit of passwords is ever tried per window. A success forgives the email's failures and
 * gives its own attempt back to the address.
 */
export async function login(
  deps: AppDeps,
  input: { email: string; password: string },
  address: string,
  guestId: string | null,
  now: Date,
): Promise<LoginResponse> {
  const limits = loginLimits(deps, input.email, address);
  await takeAttempt(deps, [limits.email, limits.address], now, 'auth.tooManyAttempts');
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', input.email)
    .executeTakeFirst();
  const valid = user
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyAgainstNothing(input.password);
  if (!user || !valid) throw new AppError(401, 'auth.invalidCredentials');
  await forgive(deps, limits.email);
  await giveBack(deps, [limits.address]);
  return signIn(deps, toAccount(user), guestId, now);
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
