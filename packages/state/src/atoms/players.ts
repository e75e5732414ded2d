import { STORAGE_KEYS } from '../keys';
import { isRememberedPlayers, type RememberedPlayers } from '../players';
import { type PersistedAtom, persistedAtom } from '../storage';

/** The player account last typed for each game, keyed by game name (see `rememberPlayer`). */
export const playersAtom: PersistedAtom<RememberedPlayers> = persistedAtom(
  STORAGE_KEYS.players,
  {},
  isRememberedPlayers,
);
