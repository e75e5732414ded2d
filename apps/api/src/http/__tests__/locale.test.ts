import { describe, expect, it } from 'vitest';
import { localeFrom } from '../locale';

describe('localeFrom', () => {
  it('picks the best language the server speaks', () => {
    expect(localeFrom(undefined)).toBe('en');
    expect(localeFrom('id')).toBe('id');
    expect(localeFrom('id-ID')).toBe('id');
    expect(localeFrom('ID')).toBe('id');
    expect(localeFrom('fr-FR,id;q=0.8,en;q=0.5')).toBe('id');
    expect(localeFrom('en;q=0.4, id;q=0.9')).toBe('id');
    expect(localeFrom('id;q=0, en')).toBe('en');
    expect(localeFrom('fr, de')).toBe('en');
    expect(localeFrom('*')).toBe('en');
  });
});
