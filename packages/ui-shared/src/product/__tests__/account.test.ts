import type { AccountField } from '@storefront/api-client/contract';
import { describe, expect, it } from 'vitest';
import { fieldOfError, linkField, validateAccount, validateAccountField } from '../account';

function field(overrides: Partial<AccountField> & Pick<AccountField, 'key' | 'label'>) {
  return {
    kind: 'text',
    required: true,
    placeholder: null,
    pattern: null,
    options: null,
    secret: false,
    ...overrides,
  } satisfies AccountField;
}

const userId = field({
  key: 'userId',
  label: 'User ID',
  kind: 'number',
  pattern: '[0-9]{6,12}',
  placeholder: '12345678',
});
const zone = field({
  key: 'zoneId',
  label: 'Zone ID',
  options: [
    { value: '2001', label: 'Asia' },
    { value: '2002', label: 'Europe' },
  ],
});
const server = field({ key: 'server', label: 'Server', required: false, pattern: 'S?[0-9]{1,4}' });

describe('validateAccount', () => {
  it('accepts valid values and sends them trimmed, without blank optional fields or strangers', () => {
    const check = validateAccount(
      [userId, zone, server],
      { userId: ' 12345678 ', zoneId: '2001', server: '  ', other: 'x' },
      'en',
    );
    expect(check).toEqual({
      valid: true,
      errors: {},
      values: { userId: '12345678', zoneId: '2001' },
    });
  });

  it('names each missing required field', () => {
    const check = validateAccount([userId, zone, server], {}, 'en');
    expect(check.valid).toBe(false);
    expect(check.errors).toEqual({
      userId: { problem: 'required', message: 'User ID is required' },
      zoneId: { problem: 'required', message: 'Zone ID is required' },
    });
  });

  it('matches the pattern against the whole value and shows the example format', () => {
    const partial = field({ key: 'code', label: 'Code', pattern: '[A-Z]{3}', placeholder: 'ABC' });
    expect(validateAccount([partial], { code: 'ABCD' }, 'en').errors.code).toEqual({
      problem: 'pattern',
      message: 'Code is not valid: use the format ABC',
    });
    expect(validateAccount([partial], { code: 'ABC' }, 'en').valid).toBe(true);
    const anchored = field({ key: 'tag', label: 'Tag', pattern: '^#?[0-9]{2}$' });
    expect(validateAccount([anchored], { tag: '#12' }, 'en').valid).toBe(true);
    expect(validateAccount([anchored], { tag: 'x#12' }, 'en').errors.tag?.message).toBe(
      'Tag is not valid',
    );
  });

  it('refuses a value outside the options, non-digits in a number field, a bad email', () => {
    const email = field({ key: 'email', label: 'Email', kind: 'email' });
    const check = validateAccount(
      [userId, zone, email],
      { userId: '12ab5678', zoneId: '9999', email: 'me@home' },
      'en',
    );
    expect(check.errors.userId?.problem).toBe('number');
    expect(check.errors.zoneId).toEqual({
      problem: 'option',
      message: 'Choose one of the options for Zone ID',
    });
    expect(check.errors.email?.problem).toBe('email');
  });

  it('says a link must be an https address', () => {
    const link = field({
      key: 'topupLink',
      label: 'Top-up link',
      kind: 'url',
      pattern: 'https://[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(?:[/?#][^\\s]*)?',
    });
    expect(validateAccountField(link, 'http://pay.example.com/x', 'en')).toEqual({
      problem: 'url',
      message: 'Top-up link must be a web address starting with https://',
    });
    expect(validateAccountField(link, 'https://pay.example.com/x?amount=4.99', 'en')).toBeNull();
    expect(linkField([userId, link])).toBe(link);
    expect(linkField([userId])).toBeUndefined();
  });

  it('speaks the customer language', () => {
    expect(validateAccount([userId], {}, 'id').errors.userId?.message).toBe('User ID wajib diisi');
  });

  it('leaves a pattern this browser cannot compile to the server', () => {
    const odd = field({ key: 'x', label: 'X', pattern: '(?<' });
    expect(validateAccountField(odd, 'anything', 'en')).toBeNull();
  });
});

describe('fieldOfError', () => {
  it('reads the field an API error names, else undefined', () => {
    expect(fieldOfError({ data: { code: 422, data: { field: 'userId' } } })).toBe('userId');
    expect(fieldOfError({ data: { code: 500 } })).toBeUndefined();
    expect(fieldOfError(new Error('x'))).toBeUndefined();
    expect(fieldOfError(null)).toBeUndefined();
  });
});
