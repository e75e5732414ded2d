import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../config';
import {
  createSecretBox,
  parseSecretsKeys,
  type SecretKeyring,
  singleKeyring,
} from '../modules/shop/secrets';

const older = randomBytes(32);
const newer = randomBytes(32);
const hex = (key: Buffer) => key.toString('hex');

/** A value as the box sealed it before key ids: `v1.<iv>.<tag>.<data>`. */
function legacySeal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url')).join('.');
}

describe('secrets keyring', () => {
  const before = createSecretBox(singleKeyring(older));
  const rotated = createSecretBox([
    { id: 'k1', key: newer },
    { id: 'k0', key: older },
  ]);

  it('seals with the newest key, naming it, and opens what any listed key sealed', () => {
    const sealed = rotated.seal('hunter2');
    expect(sealed.split('.').slice(0, 2)).toEqual(['v2', 'k1']);
    expect(rotated.open(sealed)).toBe('hunter2');
    expect(rotated.open(before.seal('old secret'))).toBe('old secret');
    // A process that does not know k1 yet cannot open it: the error names the key.
    expect(() => before.open(sealed)).toThrow(/"k1".*API_SECRETS_KEYS/);
  });

  it('opens v1 values (sealed before key ids) with the oldest key', () => {
    expect(rotated.open(legacySeal(older, 'from v1'))).toBe('from v1');
    const newerOnly = createSecretBox(singleKeyring(newer));
    expect(() => newerOnly.open(legacySeal(older, 'from v1'))).toThrow();
  });

  it('keeps the account hash when a newer key is added, and it is the one of a single key', () => {
    expect(rotated.hash('account')).toBe(before.hash('account'));
    expect(createSecretBox(singleKeyring(newer)).hash('account')).not.toBe(before.hash('account'));
  });

  it('refuses values that are not sealed or were altered', () => {
    expect(() => rotated.open('plain text')).toThrow(/Not a sealed secret/);
    const [version, id, iv, tag, data] = rotated.seal('x').split('.');
    const altered = [version, id, iv, tag, `${data}A`].join('.');
    expect(() => rotated.open(altered)).toThrow();
  });

  it('refuses a ring with a bad or repeated id', () => {
    const ring = (id: string): SecretKeyring => [
      { id, key: newer },
      { id: 'k0', key: older },
    ];
    expect(() => createSecretBox(ring('K1'))).toThrow(/id "K1"/);
    expect(() => createSecretBox(ring('k0'))).toThrow(/listed twice/);
  });
});

describe('API_SECRETS_KEYS and API_SECRETS_KEY settings', () => {
  it('reads a list of <id>:<key>, newest first, in hex or base64', () => {
    const ring = parseSecretsKeys(` k2:${hex(newer)} , k1:${older.toString('base64')}`);
    expect(ring.map((entry) => entry.id)).toEqual(['k2', 'k1']);
    expect(ring[1]?.key.equals(older)).toBe(true);
  });

  it('takes API_SECRETS_KEY as a ring of one key, id k0', () => {
    const settings = loadSettings({ API_SECRETS_KEY: hex(older) });
    expect(settings.secretsKeys?.map((entry) => entry.id)).toEqual(['k0']);
    expect(loadSettings({}).secretsKeys).toBeNull();
  });

  it.each([
    [{ API_SECRETS_KEYS: hex(newer) }, /^API_SECRETS_KEYS must list <id>:<key>/],
    [{ API_SECRETS_KEYS: `K:${hex(newer)}` }, /^API_SECRETS_KEYS must list/],
    [{ API_SECRETS_KEYS: 'k1:abcd' }, /^API_SECRETS_KEYS key "k1" must be 32 bytes/],
    [{ API_SECRETS_KEYS: `k1:${hex(newer)},k1:${hex(older)}` }, /"k1" is listed twice/],
    [{ API_SECRETS_KEYS: ' , ' }, /^API_SECRETS_KEYS must list at least one/],
    [{ API_SECRETS_KEY: 'short' }, /^API_SECRETS_KEY must be 32 bytes/],
    [
      { API_SECRETS_KEY: hex(older), API_SECRETS_KEYS: `k1:${hex(newer)}` },
      /^Set API_SECRETS_KEYS or API_SECRETS_KEY, not both/,
    ],
  ])('refuses %o, naming the variable', (env, message) => {
    expect(() => loadSettings(env)).toThrow(message);
  });
});
