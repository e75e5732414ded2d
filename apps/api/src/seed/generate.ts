import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { insertGames } from './seed';
import type { GameType, SeedGame } from './types';

/** mulberry32: a small seeded generator, so the same count always makes the same catalog. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST = [
  'Stellar',
  'Shadow',
  'Crystal',
  'Iron',
  'Mystic',
  'Neon',
  'Dragon',
  'Pixel',
  'Storm',
  'Lunar',
  'Royal',
  'Frozen',
];
const SECOND = [
  'Quest',
  'Legends',
  'Arena',
  'Kingdoms',
  'Raiders',
  'Tactics',
  'Saga',
  'Odyssey',
  'Clash',
  'Heroes',
  'Frontier',
  'Racers',
];
const PUBLISHERS = [
  'Nova Games',
  'Bright Harbor',
  'Kite Studio',
  'Red Lantern',
  'Blue Summit',
  'Oak & Ember',
];
const REGIONS = ['Global', 'SEA', 'Indonesia', 'Malaysia', 'Philippines'];
const TYPES: GameType[] = ['Games', 'Links', 'Login'];
const PALETTE = [
  '#6d28d9',
  '#2563eb',
  '#db2777',
  '#059669',
  '#ea580c',
  '#0891b2',
  '#ca8a04',
  '#e11d48',
];

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)] as T;
}

/** `count` made-up games for speed tests, spread over `categories`. */
export function generateGames(count: number, categories: string[], seed = 20_261_121): SeedGame[] {
  const next = random(seed);
  return Array.from({ length: count }, (_unused, index) => {
    const title = `${pick(next, FIRST)} ${pick(next, SECOND)} ${index + 1}`;
    const type = TYPES[index % TYPES.length] as GameType;
    const base = 50 + Math.floor(next() * 400);
    const packCount = 4 + Math.floor(next() * 4);
    const text = `${title}: a generated game for speed tests.`;
    return {
      name: `gen-${String(index + 1).padStart(6, '0')}`,
      title,
      type,
      region: pick(next, REGIONS),
      publisher: pick(next, PUBLISHERS),
      categories: [...new Set([pick(next, categories), pick(next, categories)])],
      colors: [pick(next, PALETTE), pick(next, PALETTE)],
      description: { en: text, id: text },
      badge: null,
      isVoucher: false,
      popularity: Math.floor(next() * 100),
      accountFields: [
        {
          key: 'userId',
          label: { en: 'User ID', id: 'User ID' },
          kind: 'number',
          required: true,
          placeholder: { en: '12345678', id: '12345678' },
          pattern: '[0-9]{5,12}',
          options: null,
          secret: false,
        },
      ],
      packs: Array.from({ length: packCount }, (_pack, p) => ({
        title: `${(p + 1) * 100} Coins`,
        price: base * (p + 1),
        originalPrice: null,
        stock: p === packCount - 1 ? Math.floor(next() * 20) : null,
        badge: null,
        localPrices: {},
      })),
    };
  });
}

/** Adds the generated games to a seeded database (already present ones are skipped). */
export async function seedLarge(db: Kysely<DB>, count: number, now: Date): Promise<number> {
  const categories = await db.selectFrom('categories').select(['id', 'name']).execute();
  if (categories.length === 0)
    throw new Error('Seed the demo data first: the games need categories');
  const ids = new Map(categories.map((row) => [row.name, row.id]));
  const games = generateGames(count, [...ids.keys()]);
  let inserted = 0;
  for (let start = 0; start < games.length; start += 500) {
    const batch = games.slice(start, start + 500);
    inserted += await db
      .transaction()
      .execute((trx) =>
        insertGames(trx, batch, ids, (index) => new Date(now.getTime() - (start + index) * 60_000)),
      );
  }
  return inserted;
}
