import type { PasswordContext, PasswordProblem } from './password-rules';

/**
 * `passwordProblem` loaded on first use, so a bundle pays for the dictionary only when a form asks.
 * @example const problem = await checkPassword(password, { email }); // 'tooCommon' | null
 */
export async function checkPassword(
  password: string,
  context?: PasswordContext,
): Promise<PasswordProblem | null> {
  const { passwordProblem } = await import('./password');
  return passwordProblem(password, context);
}
