import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { LoginResponse, SignupPending } from '@storefront/api-client/contract';
import { SIGNUP_CODE_MESSAGE } from '@storefront/api-client/contract';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { queueAccountMail } from '../mail/account-mails';
import { forgive, giveBack, type Limit, takeAttempt } from '../rate-limit/service';
import { hashToken } from '../session/sessions';
import { ACCOUNT_RULES, fieldError, HOUR_MS } from './account-rules';
import { hashPassword } from './password';
import { issueResetToken, resetUrl } from './password-reset';
import { signIn, toAccount } from './service';

interface SignupInput {
  email: string;
  password: string;
  nickname: string;
}

/** One sign-up attempt as its browser names it: the email and Register's `signupToken`. */
interface AttemptInput {
  email: string;
  signupToken: string;
}

/**
 * Sign-up mails of one email from one client address (one per gap, a few per hour), and of the
 * email from every address (a larger cap): a stranger's address uses up its own share only.
 */
function signupMailLimits(email: string, address: string): Limit[] {
  const { signupMailGapMs, signupMailsPerHour, signupMailsPerEmailPerHour } = ACCOUNT_RULES;
  return [
    { key: `signup-mail:gap:${email}:${address}`, max: 1, windowMs: signupMailGapMs },
    { key: `signup-mail:hour:${email}:${address}`, max: signupMailsPerHour, windowMs: HOUR_MS },
    { key: `signup-mail:email:${email}`, max: signupMailsPerEmailPerHour, windowMs: HOUR_MS },
  ];
}

/** The sign-up mail limits and sign-ups per client address. */
function signupLimits(deps: AppDeps, email: string, address: string): Limit[] {
  const { anonymousWindowMs, registerMaxPerAddress } = deps.settings.limits;
  return [
    { key: `register:address:${address}`, max: registerMaxPerAddress, windowMs: anonymousWindowMs },
    ...signupMailLimits(email, address),
  ];
}

function codeTriesLimit(address: string): Limit {
  const max = ACCOUNT_RULES.signupCodeTriesPerAddressPerHour;
  return { key: `signup-code:address:${address}`, max, windowMs: HOUR_MS };
}

function pendingAnswer(email: string, signupToken: string): SignupPending {
  return { email, resendAfterSeconds: ACCOUNT_RULES.signupMailGapMs / 1000, signupToken };
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * A code is kept as an HMAC keyed by the secrets key and bound to its attempt: checking one costs
 * microseconds (scrypt here let a flood of wrong codes starve the server), and the stored value
 * tells nothing without the key.
 */
function codeHash(deps: AppDeps, tokenHash: string, code: string): string {
  return deps.secrets.hash(`signup-code:${tokenHash}:${code}`);
}

async function savePending(
  trx: Transaction<DB>,
  pending: SignupInput & { tokenHash: string; passwordHash: string; codeHash: string },
  now: Date,
) {
  await trx
    .insertInto('pending_signups')
    .values({
      token_hash: pending.tokenHash,
      email: pending.email,
      password_hash: pending.passwordHash,
      nickname: pending.nickname,
      code_hash: pending.codeHash,
      created_at: now,
      expires_at: new Date(now.getTime() + ACCOUNT_RULES.signupCodeTtlMs),
      tries: 0,
    })
    .execute();
}

/**
 * Starts a sign-up attempt with the same answer, and the same work, for a new and a known email:
 * both hash the password and answer a new `signupToken`. A new email gets a pending attempt of its
 * own (an earlier one for the email stays as it was) and its code by mail; the owner of a known one
 * gets a warning with a link to reset the password, and nothing else changes.
 */
export async function register(
  deps: AppDeps,
  input: SignupInput,
  address: string,
  locale: Locale,
  now: Date,
): Promise<SignupPending> {
  await takeAttempt(deps, signupLimits(deps, input.email, address), now, 'error.tooManyRequests');
  const signupToken = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(signupToken);
  const code = newCode();
  const passwordHash = await hashPassword(input.password);
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
    const pending = {
      ...input,
      tokenHash,
      passwordHash,
      codeHash: codeHash(deps, tokenHash, code),
    };
    await savePending(trx, pending, now);
    const params = { code };
    await queueAccountMail(trx, { kind: 'signupCode', to: input.email, locale, params }, now);
  });
  return pendingAnswer(input.email, signupToken);
}

/**
 * Mails a new code for the attempt of `signupToken` (and renews its 30 minutes); the same answer
 * for any email and token.
 */
export async function resendSignupCode(
  deps: AppDeps,
  input: AttemptInput,
  address: string,
  locale: Locale,
  now: Date,
): Promise<SignupPending> {
  await takeAttempt(deps, signupLimits(deps, input.email, address), now, 'error.tooManyRequests');
  const tokenHash = hashToken(input.signupToken);
  const code = newCode();
  await deps.db.transaction().execute(async (trx) => {
    const renewed = await trx
      .updateTable('pending_signups')
      .set({
        code_hash: codeHash(deps, tokenHash, code),
        tries: 0,
        expires_at: new Date(now.getTime() + ACCOUNT_RULES.signupCodeTtlMs),
      })
      .where('token_hash', '=', tokenHash)
      .where('email', '=', input.email)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) === 0) return;
    const params = { code };
    await queueAccountMail(trx, { kind: 'signupCode', to: input.email, locale, params }, now);
  });
  return pendingAnswer(input.email, input.signupToken);
}

const wrongCode = () => fieldError('code', SIGNUP_CODE_MESSAGE);

/**
 * Counts the try on the attempt BEFORE checking the code, so however many arrive at once, at most
 * the allowed number of codes is ever compared; the last wrong one deletes the attempt. Only the
 * browser holding the attempt's token reaches it: nobody else's wrong codes count against it.
 */
async function checkCode(deps: AppDeps, input: AttemptInput & { code: string }, now: Date) {
  const tokenHash = hashToken(input.signupToken);
  const pending = await deps.db
    .updateTable('pending_signups')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('email', '=', input.email)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  const { signupCodeMaxTries } = ACCOUNT_RULES;
  if (!pending || pending.tries > signupCodeMaxTries) throw wrongCode();
  const expected = Buffer.from(codeHash(deps, tokenHash, input.code));
  const stored = Buffer.from(pending.code_hash);
  if (stored.length === expected.length && timingSafeEqual(stored, expected)) return pending;
  if (pending.tries >= signupCodeMaxTries) {
    await deps.db.deleteFrom('pending_signups').where('token_hash', '=', tokenHash).execute();
  }
  throw wrongCode();
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/**
 * The attempt becomes the account (once: the row is taken as the user is created); the email's
 * other attempts go with it, as none of them could become an account any more.
 */
async function createAccount(deps: AppDeps, tokenHash: string, now: Date) {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const pending = await trx
        .deleteFrom('pending_signups')
        .where('token_hash', '=', tokenHash)
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
      await trx.deleteFrom('pending_signups').where('email', '=', pending.email).execute();
      return toAccount(user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw wrongCode();
    throw error;
  }
}

/**
 * Confirms a sign-up attempt with its mailed code and its token: creates the account with the
 * attempt's own password and nickname and logs it in (merging the guest). The try is counted per
 * client address before anything is checked, and given back when the code is right.
 */
export async function verifySignup(
  deps: AppDeps,
  input: AttemptInput & { code: string },
  address: string,
  guestId: string | null,
  now: Date,
): Promise<LoginResponse> {
  const triesLimit = codeTriesLimit(address);
  await takeAttempt(deps, [triesLimit], now, 'error.tooManyRequests');
  const pending = await checkCode(deps, input, now);
  // A right code gives its try back: only wrong codes use up an address's share (one shared
  // address, a school's or an office's, signs many people up).
  await giveBack(deps, [triesLimit]);
  const account = await createAccount(deps, pending.token_hash, now);
  // The sign-up is over: its mail limits no longer apply (a later sign-up warns the owner at once).
  for (const limit of signupMailLimits(input.email, address)) await forgive(deps, limit);
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
