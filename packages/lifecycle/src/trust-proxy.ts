import { isIP } from 'node:net';

/** Whose `X-Forwarded-*` a server believes, as fastify's `trustProxy` takes it. */
export type TrustProxy = boolean | string;

/** Names proxy-addr (fastify) knows for address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, `address/bits` or `address/netmask` (IPv4), or one of the named ranges. */
function isTrustEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', mask = '', ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(mask) === 4;
}

/**
 * A trust-proxy variable, checked: `false` (believe no one), `true` (anyone: only behind a proxy
 * that always overwrites the header), or a comma-separated list of addresses, CIDRs and named
 * ranges. Anything else throws an error naming the variable: a typo here would
 * silently put every visitor in one bucket, or let visitors choose their own address.
 */
export function parseTrustProxy(variable: string, raw: string): TrustProxy {
  const value = raw.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.length === 0 || !entries.every(isTrustEntry)) {
    throw new Error(
      `${variable} must be false, true, or addresses and CIDRs like "10.0.0.5,10.1.0.0/16" (or loopback), got "${raw}"`,
    );
  }
  return entries.join(',');
}
