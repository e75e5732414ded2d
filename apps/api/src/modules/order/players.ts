import type { RememberedPlayer } from '@storefront/api-client/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import { nicknameWithin } from '../id-check/service';
import type { Owner } from '../shop/owner';

/** What these functions read and write of an order line (`PreparedLine` has it). */
export interface PlayerLine {
  kind: 'pack' | 'razer' | 'link';
  gameId: number;
  account: Record<string, string>;
  nickname?: string | null;
  player?: Record<string, string>;
}

/** How long an order waits for the ID-check service's nickname of a line's account. */
export const NICKNAME_TIMEOUT_MS = 1500;

/**
 * The lines with what the server knows of their players: `nickname` from the ID-check service
 * (asked here, never taken from the client; null when it fails or is slow) on lines of `Games`,
 * and `player`, the account's non-secret values, on every line with account fields.
 */
export async function withPlayers<Line extends PlayerLine>(
  deps: AppDeps,
  lines: Line[],
): Promise<Line[]> {
  const gameIds = [...new Set(lines.filter((line) => line.kind !== 'link').map((l) => l.gameId))];
  if (gameIds.length === 0) return lines;
  const games = await deps.db
    .selectFrom('games')
    .select(['id', 'name', 'title', 'type', 'account_fields'])
    .where('id', 'in', gameIds)
    .execute();
  return Promise.all(
    lines.map(async (line) => {
      const game = games.find((candidate) => candidate.id === line.gameId);
      if (line.kind === 'link' || !game || game.account_fields.length === 0) return line;
      const player = Object.fromEntries(
        game.account_fields
          .filter((field) => !field.secret && line.account[field.key] !== undefined)
          .map((field) => [field.key, line.account[field.key] as string]),
      );
      const nickname =
        game.type === 'Games'
          ? await nicknameWithin(
              deps.idCheck,
              { name: game.name, title: game.title, accountFields: game.account_fields },
              line.account,
              NICKNAME_TIMEOUT_MS,
            )
          : null;
      return { ...line, player, nickname };
    }),
  );
}

/**
 * A user's order keeps its players as the user's last account for each game (what the product
 * page offers in another browser). Guests' orders keep nothing here.
 */
export async function rememberPlayers(
  db: Kysely<DB>,
  owner: Owner,
  lines: PlayerLine[],
  now: Date,
): Promise<void> {
  if (owner.kind !== 'user') return;
  const byGame = new Map<number, PlayerLine>();
  for (const line of lines) if (line.player) byGame.set(line.gameId, line);
  if (byGame.size === 0) return;
  await db
    .insertInto('user_game_accounts')
    .values(
      [...byGame.values()].map((line) => ({
        user_id: owner.userId,
        game_id: line.gameId,
        account: JSON.stringify(line.player),
        nickname: line.nickname ?? null,
        updated_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'game_id']).doUpdateSet({
        account: sql`excluded.account`,
        nickname: sql`excluded.nickname`,
        updated_at: sql`excluded.updated_at`,
      }),
    )
    .execute();
}

/** The user's last player account for the game `gameName`, or null (an unknown game too). */
export async function rememberedPlayer(
  db: Kysely<DB>,
  userId: number,
  gameName: string,
): Promise<RememberedPlayer> {
  const row = await db
    .selectFrom('user_game_accounts')
    .innerJoin('games', 'games.id', 'user_game_accounts.game_id')
    .select(['games.name', 'account', 'nickname', 'updated_at'])
    .where('user_id', '=', userId)
    .where('games.name', '=', gameName)
    .executeTakeFirst();
  if (!row) return null;
  const { name, account, nickname, updated_at: updatedAt } = row;
  return { gameName: name, account, nickname, updatedAt: updatedAt.toISOString() };
}
