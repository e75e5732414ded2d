import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../trust-proxy';

describe('parseTrustProxy', () => {
  it('takes false, true, and lists of addresses, CIDRs and named ranges', () => {
    expect(parseTrustProxy('X', 'false')).toBe(false);
    expect(parseTrustProxy('X', 'true')).toBe(true);
    expect(parseTrustProxy('X', ' loopback ')).toBe('loopback');
    expect(parseTrustProxy('X', '10.0.0.5, 10.1.0.0/16,fd00::/8,192.168.0.0/255.255.0.0')).toBe(
      '10.0.0.5,10.1.0.0/16,fd00::/8,192.168.0.0/255.255.0.0',
    );
  });

  it.each([
    'yes',
    '2',
    '10.0.0.0/33',
    '10.0.0.300',
    '10.0.0.0/8/1',
    'gateway.internal',
    '10.0.0.1,,10.0.0.2',
    'fd00::/129',
    '',
  ])('refuses "%s", naming the variable', (raw) => {
    expect(() => parseTrustProxy('API_TRUST_PROXY', raw)).toThrow(/^API_TRUST_PROXY must be/);
  });
});
