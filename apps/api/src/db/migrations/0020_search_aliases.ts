import { type Kysely, sql } from 'kysely';

// Search that finds (issue 28): a game's aliases ("ml", "hsr", "codm") are a column, found by
// equality through a GIN index; the words of pack titles ("diamonds", "uc") are found through a
// trigram index on the lower-case title, like the games' own `search` (migration 0014).
const up = [
  `alter table games add column aliases text[] not null default '{}'`,
  'create index games_aliases on games using gin (aliases)',
  'create index packs_title_trgm on packs using gin (lower(title) gin_trgm_ops)',
];

const down = [
  'drop index if exists packs_title_trgm',
  'drop index if exists games_aliases',
  'alter table games drop column if exists aliases',
];

/**
 * The demo catalogue's aliases as of this migration, for a store seeded before it (the seed leaves a
 * database with data alone). Later seeds write their own; other games are not touched.
 */
const DEMO_ALIASES: Record<string, string[]> = {
  'mobile-legends': ['ml', 'mlbb', 'mobile legends'],
  'free-fire': ['ff'],
  'pubg-mobile': ['pubg', 'pubgm', 'pubg m'],
  'genshin-impact': ['gi', 'genshin'],
  'honkai-star-rail': ['hsr', 'honkai'],
  valorant: ['valo'],
  'call-of-duty-mobile': ['codm', 'cod', 'cod mobile', 'call of duty'],
  'arena-of-valor': ['aov'],
  'ragnarok-m-eternal-love': ['rom', 'ragnarok'],
  'clash-of-clans': ['coc'],
  'honor-of-kings': ['hok'],
  'zenless-zone-zero': ['zzz'],
  'magic-chess-go-go': ['mcgg', 'magic chess'],
  'wuthering-waves': ['wuwa'],
  'wild-rift': ['wr', 'lol wr'],
  'league-of-legends': ['lol'],
  'mobile-legends-adventure': ['mla'],
  'pubg-battlegrounds': ['pubg pc'],
  'black-desert-mobile': ['bdm'],
  'state-of-survival': ['sos'],
  'rise-of-kingdoms': ['rok'],
  'ea-sports-fc': ['fc', 'fifa', 'fc 25'],
  'pokemon-go': ['pokemon'],
  'clash-royale': ['cr'],
  'google-play-gift-card': ['google play', 'gplay'],
  'playstation-store': ['psn', 'ps store'],
  'nintendo-eshop': ['eshop'],
  'steam-wallet': ['steam'],
};

export const searchAliases = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
    for (const [name, aliases] of Object.entries(DEMO_ALIASES))
      await sql`update games set aliases = ${aliases}::text[] where name = ${name} and aliases = '{}'`.execute(
        db,
      );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
