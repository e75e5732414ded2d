import type { Kysely } from 'kysely';
import type { Clock } from '../../context';
import type { DB } from '../../db/schema';

/**
 * How long a page's "how many match" stays remembered: the list answers are public and shared
 * caches may already serve them this stale (`max-age=30` in http/caching.ts). Counting is most of
 * a list's cost at 100,000 games (every match is read, the page itself only 24); the catalogue only
 * changes by seeding, so a total at most this old is what a shared cache would show anyway.
 */
export const TOTAL_TTL_MS = 30_000;

/** Filters remembered per database; the oldest is forgotten first when more arrive. */
export const TOTALS_KEPT = 1000;

interface Remembered {
  total: number;
  countedAt: number;
}

// Per database handle, so two apps in one process (tests) never see each other's catalogue.
const byDatabase = new WeakMap<Kysely<DB>, Map<string, Remembered>>();

/** The total for `key`, counted by `count` when unknown or older than {@link TOTAL_TTL_MS}. */
export async function rememberedTotal(
  db: Kysely<DB>,
  clock: Clock,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  let totals = byDatabase.get(db);
  if (!totals) {
    totals = new Map();
    byDatabase.set(db, totals);
  }
  const now = clock.now().getTime();
  const known = totals.get(key);
  if (known && now - known.countedAt < TOTAL_TTL_MS) return known.total;
  const total = await count();
  totals.delete(key);
  totals.set(key, { total, countedAt: now });
  if (totals.size > TOTALS_KEPT) {
    const oldest = totals.keys().next().value;
    if (oldest !== undefined) totals.delete(oldest);
  }
  return total;
}
