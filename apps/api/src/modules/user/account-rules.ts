import { AppError } from '../../http/errors';

/** The rules of sign-up codes, reset tokens and password changes (documented in the README). */
export const ACCOUNT_RULES = {
  /** A sign-up code (and the pending sign-up it confirms) lives this long from its mail. */
  signupCodeTtlMs: 30 * 60 * 1000,
  /** Codes tried per code, right or wrong: the last wrong one burns it. */
  signupCodeMaxTries: 5,
  /** Wrong codes per client address per hour (every try counts before it is compared; a right one is given back). */
  signupCodeTriesPerAddressPerHour: 50,
  /**
   * Sign-up mails (first code, resend, or a known owner's warning) per email and client address:
   * one per gap...
   */
  signupMailGapMs: 60 * 1000,
  /** ...and this many per hour. */
  signupMailsPerHour: 5,
  /** Sign-up mails per email from all addresses together per hour. */
  signupMailsPerEmailPerHour: 20,
  /** A password-reset token lives this long, and works once. */
  resetTokenTtlMs: 30 * 60 * 1000,
  /** Reset links asked for per hour: per email and client address, per email, per address. */
  forgotPerEmailAddressPerHour: 5,
  forgotPerEmailPerHour: 20,
  forgotPerAddressPerHour: 20,
  /** Wrong current passwords per account before Change password answers 429 for the window. */
  changePasswordTries: 5,
  changePasswordWindowMs: 15 * 60 * 1000,
} as const;

export const HOUR_MS = 60 * 60 * 1000;

/** A 400 naming `field`, as the contract's own refusals do. */
export function fieldError(field: string, message: string): AppError {
  return new AppError(
    400,
    'error.badRequest',
    {},
    { issues: [{ code: 'custom', path: [field], message, input: undefined }] },
  );
}
