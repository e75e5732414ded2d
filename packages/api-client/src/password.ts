/**
 * The password policy (NIST SP 800-63B): length only, no composition rules, and no password that
 * is common, breached or guessable from the account itself. This module carries the common-password
 * dictionary (hundreds of KB), so it is its own entry, `@storefront/api-client/password`: the
 * contract uses it on the server, forms load it lazily (`checkPassword` in the package root).
 */
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordContext,
  type PasswordProblem,
} from './password-rules';

export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PROBLEM_MESSAGES,
  type PasswordContext,
  type PasswordProblem,
} from './password-rules';

let estimator: ZxcvbnFactory | undefined;
let commonPasswords: ReadonlySet<string> | undefined;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/** The common-password list itself: zxcvbn may score a listed `jessica2` as `jessica` + `2`. */
function isListed(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/** Patterns that make a whole password guessable on their own: a known word, `aaaa`, `1234`, `qwer`. */
const GUESSABLE_PATTERNS = new Set(['dictionary', 'repeat', 'sequence', 'spatial']);

function isCommon(result: ZxcvbnResult): boolean {
  if (result.score === 0) return true;
  const [only, ...rest] = result.sequence;
  return rest.length === 0 && only !== undefined && GUESSABLE_PATTERNS.has(only.pattern);
}

/** What the account itself gives away: the email, its local part, the nickname. */
function contextWords(context: PasswordContext): string[] {
  const words: string[] = [];
  const email = context.email?.trim().toLowerCase();
  if (email) words.push(email, email.split('@')[0] ?? email);
  const nickname = context.nickname?.trim().toLowerCase();
  if (nickname) words.push(nickname);
  return words.filter((word) => word.length > 0);
}

/**
 * Why `password` may not be used, or `null` when it may. Length counts code points after NFKC;
 * "common" means found in the common-password dictionary (also reversed or in l33t), a run or
 * repetition alone (`        `, `12345678`, `qwertyui`), or the account's email or nickname.
 * @example passwordProblem('password') // 'tooCommon'
 */
export function passwordProblem(
  password: string,
  context: PasswordContext = {},
): PasswordProblem | null {
  const normalized = password.normalize('NFKC');
  const length = [...normalized].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const words = contextWords(context);
  if (isListed(normalized) || words.includes(normalized.trim().toLowerCase())) return 'tooCommon';
  return isCommon(zxcvbn().check(password, words)) ? 'tooCommon' : null;
}
