import { describe, expect, it } from 'vitest';
import { envInteger, envText } from '../env';

describe('envText', () => {
  it('trims the value and falls back when the variable is unset or blank', () => {
    expect(envText({ HOST: ' 0.0.0.0 ' }, 'HOST', '127.0.0.1')).toBe('0.0.0.0');
    expect(envText({}, 'HOST', '127.0.0.1')).toBe('127.0.0.1');
    expect(envText({ HOST: '  ' }, 'HOST', '127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('envInteger', () => {
  it('reads a whole number within its range, and falls back when unset or blank', () => {
    expect(envInteger({ PORT: ' 8080 ' }, 'PORT', 3000, 0, 65535)).toBe(8080);
    expect(envInteger({ PORT: '0' }, 'PORT', 3000, 0, 65535)).toBe(0);
    expect(envInteger({}, 'PORT', 3000, 0, 65535)).toBe(3000);
    expect(envInteger({ PORT: ' ' }, 'PORT', 3000, 0, 65535)).toBe(3000);
  });

  it.each(['65536', '-1', '1.5', 'abc', '3000x'])(
    'refuses %j, naming the variable and the range',
    (raw) => {
      expect(() => envInteger({ PORT: raw }, 'PORT', 3000, 0, 65535)).toThrow(
        `PORT must be a whole number from 0 to 65535, got "${raw}"`,
      );
    },
  );
});
