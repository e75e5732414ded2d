import { describe, expect, it } from 'vitest';
import { chooseDevice, deviceCookie } from '../device-choice';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148';

describe('chooseDevice', () => {
  it('takes the first rule that decides: prefix, asset, cookie, user agent', () => {
    const everything = { cookie: 'sf_device=mobile', 'user-agent': IPHONE };
    expect(chooseDevice('/pc/help', everything)).toEqual({ device: 'pc', reason: 'prefix' });
    expect(chooseDevice('/_pc/a.js', everything)).toEqual({ device: 'pc', reason: 'asset' });
    expect(chooseDevice('/help', { cookie: 'sf_device=pc', 'user-agent': IPHONE })).toEqual({
      device: 'pc',
      reason: 'cookie',
    });
    expect(chooseDevice('/help', { 'user-agent': IPHONE })).toEqual({
      device: 'mobile',
      reason: 'user-agent',
    });
    expect(chooseDevice('/help', {})).toEqual({ device: 'pc', reason: 'user-agent' });
  });
});

describe('deviceCookie', () => {
  it('reads sf_device among other cookies', () => {
    expect(deviceCookie('token=abc; sf_device=mobile; sf_locale=id')).toBe('mobile');
    expect(deviceCookie('sf_device=pc')).toBe('pc');
  });

  it('ignores missing, unknown and look-alike cookies', () => {
    expect(deviceCookie(undefined)).toBeNull();
    expect(deviceCookie('sf_device=tablet')).toBeNull();
    expect(deviceCookie('xsf_device=pc')).toBeNull();
    expect(deviceCookie('sf_device=pc2')).toBeNull();
  });
});
