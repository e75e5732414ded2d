import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from '../cookie-header';
import { readRequestIdentity } from '../cookies';

describe('parseCookieHeader', () => {
  it('reads `a=1; b=2`', () => {
    expect(parseCookieHeader('a=1; b=2')).toEqual({ a: '1', b: '2' });
  });

  it('tolerates missing and odd spacing', () => {
    expect(parseCookieHeader('a=1;b=2 ;  c = 3  ')).toEqual({ a: '1', b: '2', c: '3' });
  });

  it('decodes URI-encoded values and strips quotes', () => {
    expect(parseCookieHeader('name=J%C3%BCrgen%20K; q="x%3By"')).toEqual({
      name: 'Jürgen K',
      q: 'x;y',
    });
  });

  it('keeps values that are not valid URI encoding, and `=` inside values', () => {
    expect(parseCookieHeader('bad=%E0%A4%A; eq=a=b=c')).toEqual({ bad: '%E0%A4%A', eq: 'a=b=c' });
  });

  it('keeps the first of two cookies with one name and skips pairs without a name or `=`', () => {
    expect(parseCookieHeader('a=first; a=second; =x; flag; b=')).toEqual({ a: 'first', b: '' });
  });

  it('returns no cookies for an empty or missing header', () => {
    expect(parseCookieHeader('')).toEqual({});
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader(null)).toEqual({});
  });

  it('treats names like `__proto__` and `toString` as plain cookies', () => {
    const cookies = parseCookieHeader('__proto__=x; toString=y');
    expect(Object.keys(cookies)).toEqual(['__proto__', 'toString']);
    expect(cookies.toString).toBe('y');
  });
});

describe('readRequestIdentity', () => {
  it('reads the token and the mirror cookies', () => {
    expect(
      readRequestIdentity('token=t%201; sf_guest=g-1; sf_locale=id; sf_currency=3; other=x'),
    ).toEqual({
      token: 't 1',
      guestId: 'g-1',
      localeCode: 'id',
      locale: 'id',
      currencyId: 3,
    });
  });

  it('falls back to no token, no guest and the default locale code', () => {
    expect(readRequestIdentity('token=; other=x')).toEqual({
      token: undefined,
      guestId: undefined,
      localeCode: 'en',
      locale: 'en',
      currencyId: undefined,
    });
  });

  it('reads the UI language through its locale code, the default one for an unknown code', () => {
    expect(readRequestIdentity('sf_locale=id').locale).toBe('id');
    expect(readRequestIdentity('sf_locale=fr').locale).toBe('en');
    expect(readRequestIdentity('sf_locale=__proto__').locale).toBe('en');
  });

  it('ignores an sf_currency that is not a currency id', () => {
    for (const value of ['', 'USD', '0', '-2', '1.5', '1e999']) {
      expect(readRequestIdentity(`sf_currency=${value}`).currencyId).toBeUndefined();
    }
  });
});
