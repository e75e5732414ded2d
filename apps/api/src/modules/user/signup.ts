import { randomInt } from 'node:crypto';
import type { LoginResponse, SignupPending } from '@storefront/api-client/contract';
import { SIGNUP_CODE_MESSAGE } from '@storefront/api-client/contract';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { queueAccountMail } from '../mail/account-mails';
import { forgive, type Limit, takeAttempt } from '../rate-limit/service';
import { ACCOUNT_RULES, fieldError, HOUR_MS } from './account-rules';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';
import { issueResetToken, resetUrl } from './password-reset';
import { signIn, toAccount } from './service';

interface SignupInput {
  email: string;
  password: string;
  nickname: string;
}

/** Sign-up mails per email: one per gap, a few per hour. */
function signupMailLimits(email: string): Limit[] {
  const { signupMailGapMs, signupMailsPerHour } = ACCOUNT_RULES;
  return [
    { key: `signup-mail:gap:${email}`, max: 1, windowMs: signupMailGapMs },
    { key: `signup-mail:hour:${email}`, max: signupMailsPerHour, windowMs: HOUR_MS },
  ];
}

/** The sign-up mail limits and sign-ups per client address. */
function signupLimits(deps: AppDeps, email: string, address: string): Limit[] {
  const { anonymousWindowMs, registerMaxPerAddress } = deps.settings.limits;
  return [
    { key: `register:address:${address}`, max: registerMaxPerAddress, windowMs: anonymousWindowMs },
    ...signupMailLimits(email),
  ];
}

function pendingAnswer(email: string): SignupPending {
  return { email, resendAfterSeconds: ACCOUNT_RULES.signupMailGapMs / 1000 };
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

async function savePending(
  trx: Transaction<DB>,
  pending: SignupInput & { passwordHash: string; codeHash: string },
  now: Date,
) {
  const values = {
    password_hash: pending.passwordHash,
    nickname: pending.nickname,
    code_hash: pending.codeHash,
    created_at: now,
    expires_at: new Date(now.getTime() + ACCOUNT_RULES.signupCodeTtlMs),
    tries: 0,
  };
  await trx
    .insertInto('pending_signups')
    .values({ email: pending.email, ...values })
    .onConflict((conflict) => conflict.column('email').doUpdateSet(values))
    .execute();
}

/**
 * Starts a sign-up with the same answer, and the same work, for a new and a known email: both hash
 * the password and a code. A new email gets a pending sign-up and its code by mail; the owner of a
 * known one gets a warning with a link to reset the password, and nothing else changes.
 */
export async function register(
  deps: AppDeps,
  input: SignupInput,
  address: string,
  locale: Locale,
  now: Date,
): Promise<SignupPending> {
  await takeAttempt(deps, signupLimits(deps, input.email, address), now, 'error.tooManyRequests');
  const code = newCode();
  const [passwordHash, codeHash] = await Promise.all([
    hashPassword(input.password),
    hashPassword(code),
  ]);
  await deps.db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (owner) {
      const url = resetUrl(deps, await issueResetToken(trx, owner.id, now));
      await queueAccountMail(trx, { kind: 'signupExisting', to: owner.email, locale, url }, now);
      return;
    }
    await savePending(trx, { ...input, passwordHash, codeHash }, now);
    const params = { code };
    await queueAccountMail(trx, { kind: 'signupCode', to: input.email, locale, params }, now);
  });
  return pendingAnswer(input.email);
}

/** Mails a new code for a pending sign-up (and renews its 30 minutes); the same answer for any email. */
export async function resendSignupCode(
  deps: AppDeps,
  input: { email: string },
  address: string,
  locale: Locale,
  now: Date,
): Promise<SignupPending> {
  await takeAttempt(deps, signupLimits(deps, input.email, address), now, 'error.tooManyRequests');
  const code = newCode();
  const codeHash = await hashPassword(code);
  await deps.db.transaction().execute(async (trx) => {
    const renewed = await trx
      .updateTable('pending_signups')
      .set({
        code_hash: codeHash,
        tries: 0,
        expires_at: new Date(now.getTime() + ACCOUNT_RULES.signupCodeTtlMs),
      })
      .where('email', '=', input.email)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) === 0) return;
    const params = { code };
    await queueAccountMail(trx, { kind: 'signupCode', to: input.email, locale, params }, now);
  });
  return pendingAnswer(input.email);
}

const wrongCode = () => fieldError('code', SIGNUP_CODE_MESSAGE);

/**
 * Counts the try BEFORE checking the code, so however many arrive at once, at most the allowed
 * number of codes is ever compared; the last wrong one deletes the pending sign-up.
 */
async function checkCode(deps: AppDeps, input: { email: string; code: string }, now: Date) {
  const pending = await deps.db
    .updateTable('pending_signups')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('email', '=', input.email)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  const { signupCodeMaxTries } = ACCOUNT_RULES;
  if (!pending || pending.tries > signupCodeMaxTries) {
    await verifyAgainstNothing(input.code);
    throw wrongCode();
  }
  if (await verifyPassword(input.code, pending.code_hash)) return pending;
  if (pending.tries >= signupCodeMaxTries) {
    await deps.db
      .deleteFrom('pending_signups')
      .where('email', '=', input.email)
      .where('code_hash', '=', pending.code_hash)
      .execute();
  }
  throw wrongCode();
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** The pending sign-up becomes the account (once: the row is taken as the user is created). */
async function createAccount(deps: AppDeps, email: string, codeHash: string, now: Date) {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const pending = await trx
        .deleteFrom('pending_signups')
        .where('email', '=', email)
        .where('code_hash', '=', codeHash)
        .returningAll()
        .executeTakeFirst();
      if (!pending) throw wrongCode();
      const user = await trx
        .insertInto('users')
        .values({
          email: pending.email,
          password_hash: pending.password_hash,
          nickname: pending.nickname,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAccount(user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw wrongCode();
    throw error;
  }
}

/** Confirms a sign-up with its mailed code: creates the account and logs it in (merging the guest). */
export async function verifySignup(
  deps: AppDeps,
  input: { email: string; code: string },
  guestId: string | null,
  now: Date,
): Promise<LoginResponse> {
  const pending = await checkCode(deps, input, now);
  const account = await createAccount(deps, input.email, pending.code_hash, now);
  // The sign-up is over: its mail limits no longer apply (a later sign-up warns the owner at once).
  for (const limit of signupMailLimits(input.email)) await forgive(deps, limit);
  return signIn(deps, account, guestId, now);
}

/** Deletes expired pending sign-ups and reset tokens; part of the periodic sweep. */
export async function purgeExpiredAccountTokens(deps: AppDeps, now: Date): Promise<number> {
  const signups = await deps.db
    .deleteFrom('pending_signups')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  const resets = await deps.db
    .deleteFrom('password_resets')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(signups.numDeletedRows) + Number(resets.numDeletedRows);
}
