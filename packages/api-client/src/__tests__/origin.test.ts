import { describe, expect, it } from 'vitest';
import { isOtherOrigin } from '../http/origin';

describe('isOtherOrigin (where identity headers must not go)', () => {
  it.each([
    'https://idcheck.example.com/check',
    'http://127.0.0.1:9999/verify',
    '//idcheck.example.com/check',
    'HTTPS://EXAMPLE.COM',
  ])('%s leaves the API origin', (url) => {
    expect(isOtherOrigin(url)).toBe(true);
  });

  it.each(['/api/IdCheck/Check', 'api/game/list', '/api/x?next=https://a.example', undefined])(
    '%s stays on the API origin',
    (url) => {
      expect(isOtherOrigin(url)).toBe(false);
    },
  );
});
