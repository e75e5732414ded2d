import { randomBytes } from 'node:crypto';
import { RESET_TOKEN_MESSAGE } from '@storefront/api-client/contract';
import {
  PASSWORD_PROBLEM_MESSAGES,
  type PasswordContext,
  passwordProblem,
} from '@storefront/api-client/password';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { queueAccountMail } from '../mail/account-mails';
import { takeAttempt } from '../rate-limit/service';
import { hashToken, revokeUserSessions } from '../session/sessions';
import { ACCOUNT_RULES, fieldError, HOUR_MS } from './account-rules';
import { hashPassword, storeNewPassword } from './password';

/** `<store origin>/resetPassword?token=...`: the page of both apps that takes a new password. */
export function resetUrl(deps: AppDeps, token: string): string {
  return `${deps.settings.mail.storeOrigin}/resetPassword?token=${encodeURIComponent(token)}`;
}

/** A new single-use reset token for the account (32 random bytes; only its SHA-256 is kept). */
export async function issueResetToken(
  trx: Transaction<DB>,
  userId: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await trx
    .insertInto('password_resets')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + ACCOUNT_RULES.resetTokenTtlMs),
      used_at: null,
    })
    .execute();
  return token;
}

/** Mails a reset link when an account has this email; the same answer (null) for any email. */
export async function forgotPassword(
  deps: AppDeps,
  input: { email: string },
  address: string,
  locale: Locale,
  now: Date,
): Promise<null> {
  const { forgotPerEmailPerHour, forgotPerAddressPerHour } = ACCOUNT_RULES;
  await takeAttempt(
    deps,
    [
      { key: `forgot:email:${input.email}`, max: forgotPerEmailPerHour, windowMs: HOUR_MS },
      { key: `forgot:address:${address}`, max: forgotPerAddressPerHour, windowMs: HOUR_MS },
    ],
    now,
    'error.tooManyRequests',
  );
  await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (!user) return;
    const token = await issueResetToken(trx, user.id, now);
    const url = resetUrl(deps, token);
    await queueAccountMail(trx, { kind: 'passwordReset', to: user.email, locale, url }, now);
  });
  return null;
}

/** Refuses a new password the contract could not judge alone: the account's email or nickname. */
export function checkAgainstAccount(field: string, password: string, context: PasswordContext) {
  const problem = passwordProblem(password, context);
  if (problem) throw fieldError(field, PASSWORD_PROBLEM_MESSAGES[problem]);
}

async function liveReset(deps: AppDeps, tokenHash: string, now: Date) {
  return deps.db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['users.id', 'users.email', 'users.nickname'])
    .where('password_resets.token_hash', '=', tokenHash)
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Sets a new password with a mailed token: the token is used up (with every other one of the
 * account), every session of the account is revoked and a confirmation mail is queued, all at once.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string },
  locale: Locale,
  now: Date,
): Promise<null> {
  const tokenHash = hashToken(input.token);
  const account = await liveReset(deps, tokenHash, now);
  if (!account) throw fieldError('token', RESET_TOKEN_MESSAGE);
  checkAgainstAccount('password', input.password, account);
  const passwordHash = await hashPassword(input.password);
  const done = await deps.db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!taken) return false;
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', taken.user_id)
      .where('used_at', 'is', null)
      .execute();
    await storeNewPassword(trx, taken.user_id, passwordHash);
    await revokeUserSessions(trx, taken.user_id, now);
    const url = deps.settings.mail.storeOrigin;
    await queueAccountMail(trx, { kind: 'passwordChanged', to: account.email, locale, url }, now);
    return true;
  });
  if (!done) throw fieldError('token', RESET_TOKEN_MESSAGE);
  return null;
}
