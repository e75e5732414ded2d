import { describe, expect, it } from 'vitest';
import { DEVICE_PREFIXES, detectDevice, forcedDevice } from '../device';
import { USER_AGENTS } from './user-agents';

describe('detectDevice', () => {
  it('has a large table of real user agents', () => {
    expect(USER_AGENTS.length).toBeGreaterThanOrEqual(80);
    expect(USER_AGENTS.filter(([device]) => device === 'mobile').length).toBeGreaterThan(40);
    expect(USER_AGENTS.filter(([device]) => device === 'pc').length).toBeGreaterThan(40);
  });

  it.each(USER_AGENTS)('%s: %s', (device, _label, userAgent) => {
    expect(detectDevice(userAgent)).toBe(device);
  });

  it('gives pc for a missing user agent', () => {
    expect(detectDevice(undefined)).toBe('pc');
    expect(detectDevice(null)).toBe('pc');
  });
});

describe('forcedDevice', () => {
  it('reads the /pc and /mobile prefixes', () => {
    expect(DEVICE_PREFIXES).toEqual(['pc', 'mobile']);
    expect(forcedDevice('/pc/help')).toBe('pc');
    expect(forcedDevice('/pc')).toBe('pc');
    expect(forcedDevice('/mobile/user')).toBe('mobile');
    expect(forcedDevice('/mobile/')).toBe('mobile');
  });

  it('gives null without a prefix', () => {
    expect(forcedDevice('/')).toBeNull();
    expect(forcedDevice('/help')).toBeNull();
    expect(forcedDevice('/pcx/help')).toBeNull();
    expect(forcedDevice('/mobiles')).toBeNull();
    expect(forcedDevice('/games/pc')).toBeNull();
    expect(forcedDevice('')).toBeNull();
  });
});
