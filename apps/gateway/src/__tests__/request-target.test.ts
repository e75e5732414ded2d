import { describe, expect, it } from 'vitest';
import { readRequestTarget } from '../request-target';

describe('readRequestTarget', () => {
  it.each([
    '/',
    '/games/mobile-legends',
    '/games/',
    '/_pc/assets/entry.abc.js',
    '/api/Game/List?page=1&name=a%2Fb',
    '/games/caf%C3%A9',
    '/games/v1.2...final',
  ])('lets %s through', (target) => {
    expect(readRequestTarget(target).reason).toBeNull();
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
    expect(readRequestTarget(target)).toEqual({ path: null, reason });
  });
});

describe('the routed path', () => {
  it.each([
    ['/', '/'],
    ['/games/', '/games/'],
    ['/api/ShopHome/InitData?x=%2F', '/api/ShopHome/InitData'],
    // Issue 25, hole 2: the router routes an encoded prefix as `/api`, so every rule must too.
    ['/%61pi/ShopHome/InitData', '/api/ShopHome/InitData'],
    ['/%61%70%69', '/api'],
    ['/%2561pi/x', '/%61pi/x'],
    ['/api#/../pc', '/api'],
    ['/games/caf%C3%A9', '/games/café'],
  ])('of %s is %s', (target, path) => {
    expect(readRequestTarget(target)).toEqual({ path, reason: null });
  });
});
