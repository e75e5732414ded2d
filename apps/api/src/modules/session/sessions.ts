import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { AppDeps, AuthUser } from '../../context';
import { batchedPerDatabase } from '../../db/batch';
import { deleteInBatches } from '../../db/batched-delete';
import type { DB } from '../../db/schema';
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

/**
 * The unrevoked sessions under these token hashes with their users, for every request that arrived
 * while the previous lookup was on its way: one statement for all of them (`db/batch.ts`).
 */
const liveSession = batchedPerDatabase(async (db: Kysely<DB>, tokenHashes: string[]) => {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.token_hash',
      'sessions.expires_at',
      'users.id',
      'users.email',
      'users.nickname',
      'users.created_at',
    ])
    .where('sessions.token_hash', '=', sql<string>`any(${tokenHashes}::text[])`)
    .where('sessions.revoked_at', 'is', null)
    .execute();
  const byHash = new Map(rows.map((row) => [row.token_hash, row]));
  return tokenHashes.map((tokenHash) => byHash.get(tokenHash));
});

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
  const row = await liveSession(deps.db, tokenHash);
  if (!row || row.expires_at.getTime() <= now.getTime()) {
    throw new AppError(401, 'error.unauthorized');
  }
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

/** Revokes every live session of the account, except the one under `keepTokenHash` if given. */
export async function revokeUserSessions(
  db: Kysely<DB>,
  userId: number,
  now: Date,
  keepTokenHash?: string,
): Promise<void> {
  let revoke = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepTokenHash) revoke = revoke.where('token_hash', '!=', keepTokenHash);
  await revoke.execute();
}

/**
 * Deletes sessions that expired longer ago than `API_CLEANUP_SESSION_DAYS` (a revoked one expires
 * too, at most a token lifetime later); part of the worker's clean-up.
 */
export function purgeExpiredSessions(
  deps: AppDeps,
  now: Date,
  stopped?: () => boolean,
): Promise<number> {
  const before = new Date(now.getTime() - deps.settings.cleanup.sessionMs);
  return deleteInBatches(deps.db, 'sessions', sql<boolean>`expires_at < ${before}`, {
    ...deps.settings.cleanup,
    stopped,
  });
}
