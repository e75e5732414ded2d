import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A human-readable reference: two letters, the UTC day and six random characters, e.g.
 * `SF20261121-7KQ2M9` (orders), `PY...` (payments), `DP...` (deposits). 36^6 (2.2 billion) a day;
 * the unique column catches the rare repeat and the caller draws again.
 */
export function referenceNumber(prefix: 'SF' | 'PY' | 'DP', now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let index = 0; index < 6; index++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}${day}-${suffix}`;
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
