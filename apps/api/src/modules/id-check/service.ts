import { createHash } from 'node:crypto';
import type { StoredAccountField } from '../../db/schema';
import { validateAccount } from './account-fields';

export interface IdCheckGame {
  name: string;
  title: string;
  accountFields: StoredAccountField[];
}

/**
 * Looks a game account up and answers its in-game nickname. The store ships a built-in one; a real
 * publisher's service plugs in through `buildApp({ idCheck })`. An invalid account throws an
 * `AppError` (422) naming the field.
 */
export interface IdCheckService {
  check(
    game: IdCheckGame,
    account: Record<string, string>,
  ): Promise<{ nickname: string; account: Record<string, string> }>;
}

const ADJECTIVES = [
  'Swift',
  'Silent',
  'Crimson',
  'Golden',
  'Lucky',
  'Brave',
  'Shadow',
  'Frost',
  'Mighty',
  'Clever',
  'Wild',
  'Stormy',
  'Cosmic',
  'Iron',
  'Royal',
  'Neon',
];
const NOUNS = [
  'Tiger',
  'Falcon',
  'Ranger',
  'Dragon',
  'Knight',
  'Phoenix',
  'Wolf',
  'Ninja',
  'Wizard',
  'Panda',
  'Raven',
  'Samurai',
  'Titan',
  'Fox',
  'Hunter',
  'Comet',
];

/** The same account always gets the same name: adjective, noun and four digits from a hash. */
export function nicknameFor(gameName: string, account: Record<string, string>): string {
  const canonical = JSON.stringify([
    gameName,
    Object.entries(account).sort(([a], [b]) => a.localeCompare(b)),
  ]);
  const digest = createHash('sha256').update(canonical).digest();
  const adjective = ADJECTIVES[digest.readUInt8(0) % ADJECTIVES.length];
  const noun = NOUNS[digest.readUInt8(1) % NOUNS.length];
  const digits = String(digest.readUInt16BE(2) % 10_000).padStart(4, '0');
  return `${adjective}${noun}${digits}`;
}

/** The built-in check: valid per the game's fields gets a deterministic nickname. */
export const builtInIdCheck: IdCheckService = {
  async check(game, account) {
    const clean = validateAccount(game.accountFields, account);
    return { nickname: nicknameFor(game.name, clean), account: clean };
  },
};

/**
 * The account's nickname from `service`, or null when it refuses the account, fails or takes
 * longer than `timeoutMs`: an order never waits long for, nor fails on, a nickname.
 */
export async function nicknameWithin(
  service: IdCheckService,
  game: IdCheckGame,
  account: Record<string, string>,
  timeoutMs: number,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const answer = service.check(game, account).then((result) => result.nickname);
    return await Promise.race([answer, late]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
