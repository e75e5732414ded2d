import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * How well a game matches a search, best first: its title or an alias is the whole search, its
 * title starts with it, its title or publisher holds every word, one of its packs' titles holds every
 * word from its start ("diamonds"), or, only when none of those finds a game, every word is a near
 * miss of a word of its title or publisher ("genshn").
 */
export const SEARCH_RANK: Record<'exact' | 'prefix' | 'words' | 'packWords' | 'typo', number> = {
  exact: 0,
  prefix: 1,
  words: 2,
  packWords: 3,
  typo: 4,
};

/** The lower-case words of a search, in order. */
export function searchWords(keyword: string | undefined): string[] {
  return (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** `%` and `_` typed by a customer are searched for, not treated as wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const contains = (word: string) => `%${escapeLike(word)}%`;

/** A query over `games`, before its columns are chosen. */
export type GameQuery = SelectQueryBuilder<DB, 'games', object>;

/** Narrows the games a search looks in (a type, a category); applied inside every way of matching. */
export type GameScope = <Q extends GameQuery>(query: Q) => Q;

export interface SearchOptions {
  scope?: GameScope;
  /**
   * The page needs only the best `take` games: each way of matching then stops at its `take` most
   * popular games (through `games_popular`), which cannot change the first `take` of the merged,
   * ranked list, since every game keeps its best rank from a way that did not cut it off.
   */
  take?: number;
}

/**
 * `(game_id, rank)` of every game the words find, each once with its best rank. Each way of
 * matching goes through its own index (trigrams on `games.search` and on packs' lower-case titles,
 * GIN on `games.aliases`, `lower(title)` for the exact title and its prefix); typos use
 * `word <% search` (pg_trgm's word similarity, at its default threshold of 0.6) for every word.
 */
export function searchHits(db: Kysely<DB>, words: string[], options: SearchOptions = {}) {
  const { scope = (query) => query, take } = options;
  const term = words.join(' ');
  const way = (rank: number, where: (query: GameQuery) => GameQuery) => {
    const found = where(scope(db.selectFrom('games'))).select([
      'games.id as game_id',
      sql<number>`${sql.lit(rank)}`.as('rank'),
    ]);
    const cut =
      take === undefined
        ? found
        : found.orderBy('games.popularity', 'desc').orderBy('games.id').limit(take);
    return db.selectFrom(cut.as(`way${rank}`)).selectAll();
  };
  const strict = [
    way(SEARCH_RANK.exact, (query) =>
      query.where((eb) =>
        eb.or([
          eb(sql<string>`lower(games.title)`, '=', term),
          sql<boolean>`games.aliases @> array[${term}]::text[]`,
        ]),
      ),
    ),
    way(SEARCH_RANK.prefix, (query) =>
      query.where(sql<string>`lower(games.title)`, 'like', `${escapeLike(term)}%`),
    ),
    way(SEARCH_RANK.words, (query) =>
      query.where((eb) => eb.and(words.map((word) => eb('games.search', 'like', contains(word))))),
    ),
    // A pack word is matched from its start ("uc" finds "60 UC", not "V-Bucks"); the plain `like`
    // lets the trigram index narrow the packs first.
    way(SEARCH_RANK.packWords, (query) =>
      query.where('games.id', 'in', (eb) =>
        eb
          .selectFrom('packs')
          .select('packs.game_id')
          .where((pack) =>
            pack.and(
              words.flatMap((word) => [
                pack(sql`lower(packs.title)`, 'like', contains(word)),
                pack(sql`' ' || lower(packs.title)`, 'like', `% ${escapeLike(word)}%`),
              ]),
            ),
          ),
      ),
    ),
  ];
  const found = strict.reduce((all, next) => all.unionAll(next));
  // Near misses are the slowest way and only a fallback: PostgreSQL skips the scan (a one-time
  // filter) as soon as any other way found a game.
  const byTypo = way(SEARCH_RANK.typo, (query) =>
    query
      .where(
        sql.join<boolean>(
          words.map((word) => sql<boolean>`${word} <% games.search`),
          sql` and `,
        ),
      )
      .where(({ exists, not, selectFrom }) =>
        not(exists(selectFrom(found.as('found')).select(sql.lit(1).as('one')))),
      ),
  );
  return db
    .selectFrom(found.unionAll(byTypo).as('hit'))
    .select((eb) => ['hit.game_id', eb.fn.min<number>('hit.rank').as('rank')])
    .groupBy('hit.game_id');
}
