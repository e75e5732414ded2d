import { describe, expect, it } from 'vitest';
import { isSitePath, rememberReturnPath, takeReturnPath } from '../account/login-return';
import { recordPage } from '../frame/history';

describe('isSitePath', () => {
  it('accepts paths of this site only', () => {
    expect(isSitePath('/user/billing?x=1')).toBe(true);
    expect(isSitePath('//evil.example/x')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('https://evil.example/')).toBe(false);
    expect(isSitePath(undefined)).toBe(false);
  });
});

describe('takeReturnPath', () => {
  it("goes to the guard's target once, then to the page before the login, else home", () => {
    recordPage('/', 'first');
    expect(takeReturnPath()).toBe('/');
    recordPage('/orders', 'forward');
    recordPage('/loginPage', 'forward');
    rememberReturnPath('/user/billing');
    rememberReturnPath('//evil.example');
    expect(takeReturnPath()).toBe('/user/billing');
    expect(takeReturnPath()).toBe('/orders');
  });

  it('never returns to the login page itself', () => {
    recordPage('/loginPage', 'forward');
    recordPage('/loginPage?x=1', 'forward');
    rememberReturnPath('/loginPage');
    expect(takeReturnPath()).toBe('/');
  });
});
