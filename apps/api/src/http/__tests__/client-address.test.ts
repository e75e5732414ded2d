import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressKey, UNREADABLE_ADDRESS } from '../client-address';

describe('addressKey: the key of every per-address count (issue 35, item 7)', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(' 198.51.100.1 ')).toBe('198.51.100.1');
  });

  it('reduces an IPv4-mapped IPv6 address, dotted or hex, to its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('::ffff:127.0.0.1')).toBe(addressKey('127.0.0.1'));
  });

  it('reduces an IPv6 address to its /64, whatever the form it is written in', () => {
    const key = '2001:db8:0:1::/64';
    const sameNetwork = [
      '2001:db8:0:1::1',
      '2001:db8:0:1::2',
      '2001:0db8:0000:0001:0000:0000:0000:0001',
      '2001:DB8:0:1:ffff:ffff:ffff:ffff',
      '2001:db8::1:0:0:0:5',
      '2001:db8:0:1:1:2:192.0.2.1',
      '2001:db8:0:1::abcd%eth0',
    ];
    for (const address of sameNetwork) expect(addressKey(address), address).toBe(key);
    expect(addressKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%25eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::')).toBe('0:0:0:0::/64');
  });

  it('gives anything that is not an IP address one shared key', () => {
    const garbage = ['', 'unknown', 'not-an-ip', '1.2.3', '999.1.1.1', '1::2::3', '2001:db8::g'];
    for (const text of [...garbage, '[2001:db8::1]', '203.0.113.7:443', 'x'.repeat(500)]) {
      expect(addressKey(text), text).toBe(UNREADABLE_ADDRESS);
    }
  });

  it('is the only way a module reads the client address: no module reads request.ip', () => {
    const modules = join(import.meta.dirname, '../../modules');
    const readers = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /\brequest\.ip\b/.test(readFileSync(join(modules, file), 'utf8')));
    expect(readers).toEqual([]);
  });
});
