// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://shop.example/" }
import { createStore } from 'jotai/vanilla';
import Cookies from 'js-cookie';
import { afterEach, expect, it, vi } from 'vitest';
import { readTokenCookie } from '../cookies';
import { login } from '../session';
import { resetBrowser } from './helpers/browser';
import { USER_DETAIL } from './helpers/fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  resetBrowser();
});

it('marks the token cookie Secure when the page is https', () => {
  expect(location.protocol).toBe('https:');
  const set = vi.spyOn(Cookies, 'set');
  login(createStore(), USER_DETAIL);
  expect(set).toHaveBeenCalledWith(
    'token',
    'tok.en-123',
    expect.objectContaining({ secure: true }),
  );
  expect(readTokenCookie()).toBe('tok.en-123');
});
