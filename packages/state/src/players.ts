import type { AccountField } from '@storefront/api-client/contract';

/** The non-secret account values last typed for each game, by game name. */
export type RememberedPlayers = Record<string, Record<string, string>>;

/**
 * `players` with the account typed for `gameName`: only its fields that are not secret (a Login
 * game's password is never kept) and not empty; a game with nothing left to keep is forgotten.
 */
export function rememberPlayer(
  players: RememberedPlayers,
  gameName: string,
  fields: readonly AccountField[],
  values: Readonly<Record<string, string>>,
): RememberedPlayers {
  const kept = Object.fromEntries(
    fields
      .filter((field) => !field.secret && (values[field.key] ?? '').trim() !== '')
      .map((field) => [field.key, values[field.key] as string]),
  );
  const { [gameName]: _, ...others } = players;
  return Object.keys(kept).length > 0 ? { ...others, [gameName]: kept } : others;
}

/** Whether a stored value has the shape of `RememberedPlayers` (anything else is ignored). */
export function isRememberedPlayers(value: unknown): value is RememberedPlayers {
  const isRecord = (candidate: unknown): candidate is Record<string, unknown> =>
    typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate);
  return (
    isRecord(value) &&
    Object.values(value).every(
      (account) => isRecord(account) && Object.values(account).every((v) => typeof v === 'string'),
    )
  );
}
