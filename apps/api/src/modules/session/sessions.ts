import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps, AuthUser } from '../../context';
import { AppError } from '../../http/errors';

/** Tokens are 32 random bytes; only their SHA-256 is stored, so a database leak holds no token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(deps: AppDeps, userId: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + deps.settings.auth.tokenTtlMs);
  await deps.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,200})$/;

/** The user behind `Authorization: Bearer {token}`; a missing, unknown, expired or revoked token is 401. */
export async function authenticate(
  deps: AppDeps,
  authorization: string | undefined,
  now: Date,
): Promise<AuthUser> {
  const token = BEARER.exec(authorization?.trim() ?? '')?.[1];
  if (!token) throw new AppError(401, 'error.unauthorized');
  const tokenHash = hashToken(token);
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.nickname', 'users.created_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw new AppError(401, 'error.unauthorized');
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    createdAt: row.created_at,
    tokenHash,
  };
}

export async function revokeSession(deps: AppDeps, tokenHash: string, now: Date): Promise<void> {
  await deps.db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
