import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * How well a game matches a search, best first: its title or an alias is the whole search, its
 * title starts with it, its title or publisher holds every word, one of its packs' titles holds every
 * word from its start ("diamonds"), or every word is a near miss of a word of its title or publisher ("genshn").
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

/**
 * `(game_id, rank)` of every game the words find, each once with its best rank. Each way of
 * matching goes through its own index (trigrams on `games.search` and on packs' lower-case titles,
 * GIN on `games.aliases`); typos use `word <% search` (pg_trgm's word similarity, at its default
 * threshold of 0.6) for every word.
 */
export function searchHits(db: Kysely<DB>, words: string[]) {
  const term = words.join(' ');
  const byName = db
    .selectFrom('games')
    .select((eb) => [
      'games.id as game_id',
      eb
        .case()
        .when(sql<string>`lower(games.title)`, '=', term)
        .then(SEARCH_RANK.exact)
        .when(sql<string>`lower(games.title)`, 'like', `${escapeLike(term)}%`)
        .then(SEARCH_RANK.prefix)
        .else(SEARCH_RANK.words)
        .end()
        .as('rank'),
    ])
    .where((eb) => eb.and(words.map((word) => eb('games.search', 'like', contains(word)))));
  const byAlias = db
    .selectFrom('games')
    .select(['games.id as game_id', sql<number>`${sql.lit(SEARCH_RANK.exact)}`.as('rank')])
    .where(sql<boolean>`games.aliases @> array[${term}]::text[]`);
  // A pack word is matched from its start ("uc" finds "60 UC", not "V-Bucks"); the plain `like`
  // lets the trigram index narrow the packs first.
  const byPack = db
    .selectFrom('packs')
    .select(['packs.game_id', sql<number>`${sql.lit(SEARCH_RANK.packWords)}`.as('rank')])
    .where((eb) =>
      eb.and(
        words.flatMap((word) => [
          eb(sql`lower(packs.title)`, 'like', contains(word)),
          eb(sql`' ' || lower(packs.title)`, 'like', `% ${escapeLike(word)}%`),
        ]),
      ),
    );
  const byTypo = db
    .selectFrom('games')
    .select(['games.id as game_id', sql<number>`${sql.lit(SEARCH_RANK.typo)}`.as('rank')])
    .where(
      sql.join<boolean>(
        words.map((word) => sql<boolean>`${word} <% games.search`),
        sql` and `,
      ),
    );
  return db
    .selectFrom(byName.unionAll(byAlias).unionAll(byPack).unionAll(byTypo).as('hit'))
    .select((eb) => ['hit.game_id', eb.fn.min<number>('hit.rank').as('rank')])
    .groupBy('hit.game_id');
}
