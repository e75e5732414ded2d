// The policy's figures and messages, without the dictionary: cheap to import anywhere.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/** Why a password is refused; forms translate it, the contract answers with its message. */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'tooCommon';

/** What the account itself says, which a password must not be. */
export interface PasswordContext {
  email?: string;
  nickname?: string;
}

/** The contract's messages (the API translates them; forms use their own catalogues). */
export const PASSWORD_PROBLEM_MESSAGES: Readonly<Record<PasswordProblem, string>> = {
  tooShort: 'Use at least 8 characters',
  tooLong: 'Use at most 200 characters',
  tooCommon: 'This password is too common: choose another',
};
