import { describe, expect, it } from 'vitest';
import { readShutdownSettings } from '../settings';

describe('readShutdownSettings', () => {
  it('defaults to no drain and a 10 s bound', () => {
    expect(readShutdownSettings({})).toEqual({ drainMs: 0, timeoutMs: 10_000 });
    expect(readShutdownSettings({ SHUTDOWN_DRAIN_MS: '', SHUTDOWN_TIMEOUT_MS: ' ' })).toEqual({
      drainMs: 0,
      timeoutMs: 10_000,
    });
  });

  it('drains 5 s by default under NODE_ENV=production, and none otherwise', () => {
    expect(readShutdownSettings({ NODE_ENV: 'production' })).toEqual({
      drainMs: 5_000,
      timeoutMs: 10_000,
    });
    expect(readShutdownSettings({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '0' }).drainMs).toBe(
      0,
    );
    for (const NODE_ENV of ['development', 'test', '']) {
      expect(readShutdownSettings({ NODE_ENV }).drainMs).toBe(0);
    }
  });

  it('reads both variables', () => {
    expect(readShutdownSettings({ SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_TIMEOUT_MS: '0' })).toEqual({
      drainMs: 5000,
      timeoutMs: 0,
    });
  });

  it.each([
    ['SHUTDOWN_DRAIN_MS', 'abc'],
    ['SHUTDOWN_DRAIN_MS', '-1'],
    ['SHUTDOWN_DRAIN_MS', '1.5'],
    ['SHUTDOWN_TIMEOUT_MS', '1e3'],
    ['SHUTDOWN_TIMEOUT_MS', '3600001'],
  ])('refuses %s=%s with an error naming the variable', (variable, value) => {
    expect(() => readShutdownSettings({ [variable]: value })).toThrow(
      new RegExp(`^${variable} must be a whole number of milliseconds.*"${value}"`),
    );
  });
});
