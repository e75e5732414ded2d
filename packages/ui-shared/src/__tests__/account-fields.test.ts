import { NICKNAME_LENGTH } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { accountFieldSpecs } from '../account/fields';
import { passwordHint } from '../account/password';

describe('accountFieldSpecs', () => {
  const fields = accountFieldSpecs('en');

  it('lets the browser fill the email and keep a new password', () => {
    expect(fields.email).toEqual({ label: 'Email', kind: 'email', autoComplete: 'email' });
    expect(fields.newPassword).toMatchObject({ kind: 'password', autoComplete: 'new-password' });
    expect(fields.confirmPassword).toMatchObject({ autoComplete: 'new-password' });
    expect(fields.currentPassword).toMatchObject({ autoComplete: 'current-password' });
  });

  it('shows the password policy under a new password only', () => {
    expect(fields.password.hint).toBe(passwordHint('en'));
    expect(fields.newPassword.hint).toBe(passwordHint('en'));
    expect(fields.confirmPassword).not.toHaveProperty('hint');
    expect(fields.currentPassword).not.toHaveProperty('hint');
  });

  it('bounds the nickname and the code, and speaks the locale', () => {
    expect(fields.nickname.maxLength).toBe(NICKNAME_LENGTH.max);
    expect(fields.code).toMatchObject({
      kind: 'code',
      autoComplete: 'one-time-code',
      maxLength: 9,
    });
    expect(accountFieldSpecs('id').newPassword.label).toBe('Kata sandi baru');
  });
});
