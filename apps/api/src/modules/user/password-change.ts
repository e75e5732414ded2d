import type { AppDeps, AuthUser } from '../../context';
import type { Locale } from '../../i18n/messages';
import { queueAccountMail } from '../mail/account-mails';
import { forgive, type Limit, takeAttempt } from '../rate-limit/service';
import { revokeUserSessions } from '../session/sessions';
import { ACCOUNT_RULES, fieldError } from './account-rules';
import { hashPassword, storeNewPassword, verifyPassword } from './password';
import { checkAgainstAccount } from './password-reset';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is wrong';

/**
 * Changes the logged-in user's password once the current one is given: every OTHER session of the
 * account is revoked (this one stays) and a confirmation mail is queued, in one transaction. Wrong
 * current passwords are counted per account, so a stolen session cannot guess it.
 */
export async function changePassword(
  deps: AppDeps,
  user: AuthUser,
  input: { currentPassword: string; newPassword: string },
  locale: Locale,
  now: Date,
): Promise<null> {
  const limit: Limit = {
    key: `password-change:user:${user.id}`,
    max: ACCOUNT_RULES.changePasswordTries,
    windowMs: ACCOUNT_RULES.changePasswordWindowMs,
  };
  await takeAttempt(deps, [limit], now, 'error.tooManyRequests');
  const { password_hash: stored } = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.currentPassword, stored))) {
    throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await forgive(deps, limit);
  checkAgainstAccount('newPassword', input.newPassword, user);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await storeNewPassword(trx, user.id, passwordHash);
    await revokeUserSessions(trx, user.id, now, user.tokenHash);
    const url = deps.settings.mail.storeOrigin;
    await queueAccountMail(trx, { kind: 'passwordChanged', to: user.email, locale, url }, now);
  });
  return null;
}
