import type { LoginResponse, UserInfo, UserSummary } from '@storefront/api-client/contract';
import type { AppDeps, AuthUser } from '../../context';
import { AppError } from '../../http/errors';
import { cartCount, mergeGuestCart } from '../cart/service';
import { adoptGuestLinks } from '../link/service';
import { assertNotLimited, clearFailures, loginKeys, recordFailure } from './login-limits';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';
import { createSession, revokeSession } from './sessions';

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

async function signIn(
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

export async function login(
  deps: AppDeps,
  input: { email: string; password: string },
  address: string,
  guestId: string | null,
  now: Date,
): Promise<LoginResponse> {
  const keys = loginKeys(deps, input.email, address);
  await assertNotLimited(deps, keys, now);
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', input.email)
    .executeTakeFirst();
  const valid = user
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyAgainstNothing(input.password);
  if (!user || !valid) {
    await recordFailure(deps, keys, now);
    throw new AppError(401, 'auth.invalidCredentials');
  }
  if (keys[0]) await clearFailures(deps, keys[0]);
  return signIn(deps, toAccount(user), guestId, now);
}

function toAccount(row: { id: number; email: string; nickname: string; created_at: Date }) {
  return { id: row.id, email: row.email, nickname: row.nickname, createdAt: row.created_at };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

export async function register(
  deps: AppDeps,
  input: { email: string; password: string; nickname: string },
  guestId: string | null,
  now: Date,
): Promise<LoginResponse> {
  const taken = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (taken) throw new AppError(409, 'auth.emailTaken');
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await deps.db
      .insertInto('users')
      .values({
        email: input.email,
        password_hash: passwordHash,
        nickname: input.nickname,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return await signIn(deps, toAccount(user), guestId, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'auth.emailTaken');
    throw error;
  }
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
