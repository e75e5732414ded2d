import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key every per-address count uses for this client (stock holds, login throttle, new guests,
 * sign-up, reset, order tracking). `ip` is fastify's `request.ip`: the socket's address, or the
 * `X-Forwarded-For` entry the trusted proxies vouch for (`API_TRUST_PROXY`).
 *
 * An IPv4 address is its own key. An IPv6 client is its /64 (`2001:db8:0:1::/64`): one subscriber
 * or host gets a whole /64 and picks any address in it, so counting addresses one by one would give
 * it 2^64 budgets. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack listener
 * sees of an IPv4 client) is the IPv4 address. Anything else, which only a misconfigured proxy can
 * pass on, shares one key: varying the garbage buys no fresh budget.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (isIPv4(address)) return address;
  // A zone id (`fe80::1%eth0`) names the local interface, not the client.
  const withoutZone = address.split('%', 1)[0] as string;
  if (!isIPv6(withoutZone)) return UNREADABLE_ADDRESS;
  const groups = ipv6Groups(withoutZone);
  if (isIPv4Mapped(groups)) return ipv4Of(groups);
  return `${groups.slice(0, 4).map(hex).join(':')}::/64`;
}

/** The one key of every client address that is not an IP address. */
export const UNREADABLE_ADDRESS = 'unreadable';

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail split. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':').flatMap(groupsOfPiece));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => 0);
  return [...left, ...zeros, ...right];
}

/** One piece between colons: a hex group, or a dotted IPv4 tail (two groups). */
function groupsOfPiece(piece: string): number[] {
  if (!piece.includes('.')) return [Number.parseInt(piece, 16)];
  const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
  return [a * 256 + b, c * 256 + d];
}

/** `::ffff:a.b.c.d`, in its dotted or its hex form. */
function isIPv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}

function ipv4Of(groups: number[]): string {
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

function hex(group: number): string {
  return group.toString(16);
}
