import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Seals game-account secrets (Login-type credentials) with AES-256-GCM: `v1.<iv>.<tag>.<data>` in
 * base64url, a fresh 12-byte IV per value. The same key, through HMAC, gives the keyed hash that tells
 * whether two accounts are the same without storing them.
 */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
  hash(text: string): string;
}

const KEY_BYTES = 32;

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error('The secrets key must be 32 bytes');
  const hashKey = createHmac('sha256', key).update('account-hash').digest();
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
      return ['v1', ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) {
        throw new Error('Not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    hash(text) {
      return createHmac('sha256', hashKey).update(text).digest('base64url');
    },
  };
}

/** `API_SECRETS_KEY`: 32 bytes as 64 hex digits or as base64. */
export function parseSecretsKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error('API_SECRETS_KEY must be 32 bytes: 64 hex digits or 44 base64 characters');
  }
  return key;
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
