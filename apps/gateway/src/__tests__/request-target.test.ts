import { describe, expect, it } from 'vitest';
import { unsafeTargetReason } from '../request-target';

describe('unsafeTargetReason', () => {
  it.each([
    '/',
    '/games/mobile-legends',
    '/games/',
    '/_pc/assets/entry.abc.js',
    '/api/Game/List?page=1&name=a%2Fb',
    '/games/caf%C3%A9',
    '/games/v1.2...final',
  ])('lets %s through', (target) => {
    expect(unsafeTargetReason(target)).toBeNull();
  });

  it.each([
    ['http://evil.example/', 'not an origin-form request target'],
    ['evil.example:443', 'not an origin-form request target'],
    ['*', 'not an origin-form request target'],
    ['//evil.example', 'empty path segment'],
    ['/a//b', 'empty path segment'],
    ['/api/../pc', 'dot segment'],
    ['/api/%2e%2e/pc', 'dot segment'],
    ['/./x', 'dot segment'],
    ['/api%2fhealthz', 'slash, backslash or control character'],
    ['/a\\b', 'slash, backslash or control character'],
    ['/a%5Cb', 'slash, backslash or control character'],
    ['/a%0d%0aSet-Cookie:x', 'slash, backslash or control character'],
    ['/a%zz', 'malformed percent-encoding'],
  ])('refuses %s (%s)', (target, reason) => {
    expect(unsafeTargetReason(target)).toBe(reason);
  });
});
