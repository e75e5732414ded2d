import { describe, expect, it } from 'vitest';
import { ChangePasswordRequest, RegisterRequest, ResetPasswordRequest } from '../contract';
import { checkPassword } from '../index';
import { passwordProblem } from '../password';

const TOO_COMMON = 'This password is too common: choose another';

describe('passwordProblem (NIST SP 800-63B)', () => {
  it.each([
    'password',
    '        ',
    '12345678',
    'qwertyui',
    'p@ssw0rd',
    'drowssap',
    'Password1',
    'aaaaaaaaaaaa',
    'jessica2',
    'Mustang9',
  ])('refuses the common or guessable %j', (password) => {
    expect(passwordProblem(password)).toBe('tooCommon');
  });

  it('counts code points after NFKC, not UTF-16 units', () => {
    expect(passwordProblem('😀😀😀😀🎲🎲🎲')).toBe('tooShort');
    // Eight code points as typed, seven once the half-width voiced marks combine.
    expect(passwordProblem('ｸﾞｸﾞｸﾞｸﾞabc'.slice(0, 11))).toBe('tooShort');
    expect(passwordProblem('x'.repeat(201))).toBe('tooLong');
  });

  it('accepts long or uncommon passwords without composition rules', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('xK9#mQ2v')).toBeNull();
    expect(passwordProblem('demo1234')).toBeNull();
  });

  it('refuses the email, its local part or the nickname', () => {
    const context = { email: 'Rina.Wijaya@example.com', nickname: 'Rinawijaya77' };
    expect(passwordProblem('rina.wijaya@example.com', context)).toBe('tooCommon');
    expect(passwordProblem('Rina.Wijaya', context)).toBe('tooCommon');
    expect(passwordProblem('rinawijaya77', context)).toBe('tooCommon');
  });

  it('loads lazily from the package root', async () => {
    await expect(checkPassword('password')).resolves.toBe('tooCommon');
  });
});

describe('the contract refuses weak passwords naming the field', () => {
  const issueOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
    result.error?.issues[0] as { path: string[]; message: string } | undefined;

  it('Register: password', () => {
    const result = RegisterRequest.safeParse({
      email: 'a@example.com',
      password: 'password',
      nickname: 'Rina',
    });
    expect(issueOf(result)).toMatchObject({ path: ['password'], message: TOO_COMMON });
  });

  it('ResetPassword: password', () => {
    const result = ResetPasswordRequest.safeParse({
      token: 'a'.repeat(43),
      password: ' '.repeat(8),
    });
    expect(issueOf(result)).toMatchObject({ path: ['password'], message: TOO_COMMON });
  });

  it('ChangePassword: newPassword', () => {
    const result = ChangePasswordRequest.safeParse({
      currentPassword: 'x',
      newPassword: '12345678',
    });
    expect(issueOf(result)).toMatchObject({ path: ['newPassword'], message: TOO_COMMON });
  });
});
