import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Seals game-account secrets (Login-type credentials) with AES-256-GCM: `v2.<keyId>.<iv>.<tag>.<data>`
 * in base64url, a fresh 12-byte IV per value, sealed with the newest key of the ring and opened with
 * whichever key its id names. Values of before the ring, `v1.<iv>.<tag>.<data>`, open with the oldest
 * key. The oldest key also keys the HMAC "hash" that tells whether two accounts are the same without
 * storing them (and signs known-device cookies): adding a newer key changes no hash (docs/multi-host.md).
 */
export interface SecretBox {
  /** The ids of the ring, newest (the one that seals) first. */
  keyIds: readonly string[];
  seal(plaintext: string): string;
  open(sealed: string): string;
  hash(text: string): string;
}

export interface SecretKey {
  /** Stored beside each value sealed with this key: `[a-z0-9_-]{1,16}`. */
  id: string;
  key: Buffer;
}

/** Newest first: the first key seals, every key opens, the last (oldest) keys the hash. */
export type SecretKeyring = readonly [SecretKey, ...SecretKey[]];

const KEY_BYTES = 32;
const KEY_ID = /^[a-z0-9_-]{1,16}$/;

/** The id of a key given alone (`API_SECRETS_KEY`, the key file): also what opens `v1.` values. */
export const SINGLE_KEY_ID = 'k0';

/** A ring of one key (`API_SECRETS_KEY`, the key file, tests). */
export function singleKeyring(key: Buffer): SecretKeyring {
  return [{ id: SINGLE_KEY_ID, key }];
}

/** The key that keys hashes and derived secrets: the oldest, so that rotation leaves them as they are. */
export function anchorKey(ring: SecretKeyring): Buffer {
  return (ring[ring.length - 1] as SecretKey).key;
}

function checkRing(ring: SecretKeyring): void {
  const ids = new Set<string>();
  for (const { id, key } of ring) {
    if (!KEY_ID.test(id)) throw new Error(`Secrets key id "${id}" must match [a-z0-9_-]{1,16}`);
    if (ids.has(id)) throw new Error(`Secrets key id "${id}" is listed twice`);
    if (key.length !== KEY_BYTES) throw new Error(`The secrets key "${id}" must be 32 bytes`);
    ids.add(id);
  }
}

function encrypt(key: Buffer, plaintext: string): string[] {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
}

function decrypt(key: Buffer, [iv, tag, data]: string[]): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv as string, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag as string, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data as string, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** The key id and the three encrypted parts of a sealed value (a `v1.` one names the oldest key). */
function parseSealed(sealed: string, legacyId: string): { keyId: string; parts: string[] } {
  const parts = sealed.split('.');
  if (parts[0] === 'v2' && parts.length === 5)
    return { keyId: parts[1] as string, parts: parts.slice(2) };
  if (parts[0] === 'v1' && parts.length === 4) return { keyId: legacyId, parts: parts.slice(1) };
  throw new Error('Not a sealed secret');
}

export function createSecretBox(ring: SecretKeyring): SecretBox {
  checkRing(ring);
  const keys = new Map(ring.map(({ id, key }) => [id, key]));
  const [newest] = ring;
  const legacyId = (ring[ring.length - 1] as SecretKey).id;
  const hashKey = createHmac('sha256', anchorKey(ring)).update('account-hash').digest();
  return {
    keyIds: ring.map(({ id }) => id),
    seal(plaintext) {
      return ['v2', newest.id, ...encrypt(newest.key, plaintext)].join('.');
    },
    open(sealed) {
      const { keyId, parts } = parseSealed(sealed, legacyId);
      const key = keys.get(keyId);
      if (!key) {
        throw new Error(
          `Sealed with the secrets key "${keyId}", which API_SECRETS_KEYS does not list: add it back`,
        );
      }
      return decrypt(key, parts);
    },
    hash(text) {
      return createHmac('sha256', hashKey).update(text).digest('base64url');
    },
  };
}

/** One key: 32 bytes as 64 hex digits or as base64; `name` is the variable it came from. */
export function parseSecretsKey(text: string, name = 'API_SECRETS_KEY'): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(`${name} must be 32 bytes: 64 hex digits or 44 base64 characters`);
  }
  return key;
}

/** `API_SECRETS_KEYS`: `<id>:<key>,...`, newest first (see `SecretKeyring`). */
export function parseSecretsKeys(text: string): SecretKeyring {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const ring = entries.map((entry) => {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!KEY_ID.test(id)) {
      throw new Error(
        'API_SECRETS_KEYS must list <id>:<key> entries, newest first, each id matching [a-z0-9_-]{1,16}',
      );
    }
    return { id, key: parseSecretsKey(entry.slice(colon + 1), `API_SECRETS_KEYS key "${id}"`) };
  });
  if (ring.length === 0) throw new Error('API_SECRETS_KEYS must list at least one <id>:<key>');
  checkRing(ring as unknown as SecretKeyring);
  return ring as unknown as SecretKeyring;
}

/** The key in `file`, created (random, owner-only) on first use. */
export function loadOrCreateKeyFile(file: string): Buffer {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(KEY_BYTES).toString('hex')}\n`, {
        flag: 'wx',
        mode: 0o600,
      });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  return parseSecretsKey(readFileSync(file, 'utf8'));
}
