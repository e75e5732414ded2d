import type {
  AccountField,
  AccountInfoResponse,
  Category,
  Currency,
  GameDetail,
  GameSummary,
  GameType,
  Money,
  Pack,
  Page,
  SimpleGame,
  TitleListResponse,
} from '@storefront/api-client/contract';
import { type Kysely, sql } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB, StoredAccountField } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { artUrls } from '../art/urls';
import { priceIn } from '../currency/service';
import { packsOf } from './packs';
import { type GameQuery, type GameScope, searchHits, searchWords } from './search';
import { rememberedTotal } from './totals';

export interface GameFilter {
  type?: GameType;
  category?: string;
  keyword?: string;
}

export interface Paging {
  page: number;
  pageSize: number;
}

const SUMMARY_COLUMNS = [
  'games.id',
  'games.name',
  'games.title',
  'games.type',
  'games.region',
  'games.publisher',
  'games.colors',
  'games.badge',
  'games.is_voucher',
] as const;

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function selectSummaries(query: GameQuery) {
  return query.select(SUMMARY_COLUMNS).execute();
}

export async function listCategories(deps: AppDeps, locale: Locale): Promise<Category[]> {
  const rows = await deps.db
    .selectFrom('categories')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const art = artUrls(deps.settings.publicUrl);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.titles[locale],
    icon: art.category(row.name),
    sort: row.sort,
  }));
}

/** The type and category of `filter` as conditions on `games`; 404 for an unknown category. */
async function scopeOf(deps: AppDeps, filter: GameFilter): Promise<GameScope> {
  const categoryId = filter.category ? await categoryIdOf(deps, filter.category) : null;
  return <Q extends GameQuery>(query: Q): Q => {
    let scoped: GameQuery = query;
    if (filter.type) scoped = scoped.where('games.type', '=', filter.type);
    if (categoryId !== null) {
      scoped = scoped.where('games.id', 'in', (eb) =>
        eb.selectFrom('game_categories').select('game_id').where('category_id', '=', categoryId),
      );
    }
    return scoped as Q;
  };
}

async function categoryIdOf(deps: AppDeps, name: string): Promise<number> {
  const category = await deps.db
    .selectFrom('categories')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!category) throw new AppError(404, 'category.notFound', { name });
  return category.id;
}

/**
 * The games matching `filter`, as a function of how many of the best the caller will read
 * (`take`; all when absent, as a count needs). A keyword joins each found game's rank
 * (`hits.rank`, see `searchHits`); `bestFirst` orders by it.
 */
export async function matchingGames(
  deps: AppDeps,
  filter: GameFilter,
): Promise<(take?: number) => GameQuery> {
  const scope = await scopeOf(deps, filter);
  const words = searchWords(filter.keyword);
  return (take) => {
    if (words.length === 0) return scope(deps.db.selectFrom('games'));
    // The hits are already scoped. The joined rank is only ordered by (as `hits.rank`), so the
    // query keeps the games' own type.
    return deps.db
      .selectFrom('games')
      .innerJoin(
        searchHits(deps.db, words, { scope, take }).as('hits'),
        'hits.game_id',
        'games.id',
      ) as unknown as GameQuery;
  };
}

/** The best matches of a search first, then the most popular games. */
const bestFirst = (query: GameQuery, filter: GameFilter) =>
  popularFirst(searchWords(filter.keyword).length > 0 ? query.orderBy(sql`hits.rank`) : query);

const popularFirst = (query: GameQuery) =>
  query.orderBy('games.popularity', 'desc').orderBy('games.id');

async function countOf(query: GameQuery): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Summaries with their categories and cheapest in-stock price, in the order of `rows`. */
/** The lowest price in `currency` among a game's packs on sale ("from Rp 24.200"); null for none. */
function lowestPrice(
  currency: Currency,
  packs: Array<{ price_usd_minor: number; store_price: number | null }>,
): Money | null {
  const prices = packs.map((pack) =>
    priceIn(
      currency,
      pack.price_usd_minor,
      pack.store_price === null ? null : { [currency.id]: pack.store_price },
    ),
  );
  return prices.reduce<Money | null>(
    (lowest, price) => (lowest === null || price.amount < lowest.amount ? price : lowest),
    null,
  );
}

export async function summarize(
  deps: AppDeps,
  rows: SummaryRow[],
  currency: Currency,
): Promise<GameSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [links, prices] = await Promise.all([
    deps.db
      .selectFrom('game_categories')
      .innerJoin('categories', 'categories.id', 'game_categories.category_id')
      .select(['game_categories.game_id', 'categories.name'])
      .where('game_categories.game_id', 'in', ids)
      .orderBy('categories.sort')
      .orderBy('categories.id')
      .execute(),
    deps.db
      .selectFrom('packs')
      .leftJoin('pack_prices', (join) =>
        join
          .onRef('pack_prices.pack_id', '=', 'packs.id')
          .on('pack_prices.currency_id', '=', currency.id),
      )
      .select(['packs.game_id', 'packs.price_usd_minor', 'pack_prices.price as store_price'])
      .where('packs.game_id', 'in', ids)
      .where((eb) => eb.or([eb('packs.stock', 'is', null), eb('packs.stock', '>', 0)]))
      .execute(),
  ]);
  const art = artUrls(deps.settings.publicUrl);
  return rows.map((row) => {
    const price = lowestPrice(
      currency,
      prices.filter((pack) => pack.game_id === row.id),
    );
    return {
      id: row.id,
      name: row.name,
      title: row.title,
      type: row.type,
      region: row.region,
      publisher: row.publisher,
      categories: links.filter((link) => link.game_id === row.id).map((link) => link.name),
      art: { colors: row.colors, icon: art.gameIcon(row.name), cover: art.gameCover(row.name) },
      fromPrice: price,
      badge: row.badge,
      isVoucher: row.is_voucher,
    };
  });
}

/** One page of the filtered games, best matches then most popular first, and how many in all. */
async function filteredPage(deps: AppDeps, filter: GameFilter, paging: Paging) {
  const matching = await matchingGames(deps, filter);
  const key = JSON.stringify([
    filter.type ?? null,
    filter.category ?? null,
    searchWords(filter.keyword),
  ]);
  const [total, rows] = await Promise.all([
    rememberedTotal(deps.db, deps.clock, key, () => countOf(matching())),
    selectSummaries(
      bestFirst(matching(paging.page * paging.pageSize), filter)
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize),
    ),
  ]);
  return { total, rows };
}

export async function listGames(
  deps: AppDeps,
  filter: GameFilter,
  paging: Paging,
  currency: Currency,
): Promise<Page<GameSummary>> {
  const { total, rows } = await filteredPage(deps, filter, paging);
  return { list: await summarize(deps, rows, currency), total, ...paging };
}

/** Games ordered `popular` or `newest`, optionally of one type. */
export async function topGames(
  deps: AppDeps,
  order: 'popular' | 'newest',
  limit: number,
  currency: Currency,
  type?: GameType,
): Promise<GameSummary[]> {
  let query: GameQuery = deps.db.selectFrom('games');
  if (type) query = query.where('type', '=', type);
  query =
    order === 'popular'
      ? popularFirst(query)
      : query.orderBy('games.created_at', 'desc').orderBy('games.id', 'desc');
  return summarize(deps, await selectSummaries(query.limit(limit)), currency);
}

/** The most popular `limit` games of every category, with each category's total. */
export async function topGamesByCategory(deps: AppDeps, limit: number, currency: Currency) {
  const ranked = await deps.db
    .selectFrom((db) =>
      db
        .selectFrom('games')
        .innerJoin('game_categories', 'game_categories.game_id', 'games.id')
        .select([...SUMMARY_COLUMNS, 'game_categories.category_id'])
        .select((eb) =>
          eb.fn
            .agg<number>('row_number')
            .over((over) =>
              over
                .partitionBy('game_categories.category_id')
                .orderBy('games.popularity', 'desc')
                .orderBy('games.id'),
            )
            .as('rank'),
        )
        .as('ranked'),
    )
    .selectAll()
    .where('rank', '<=', limit)
    .orderBy('category_id')
    .orderBy('rank')
    .execute();
  const totals = await deps.db
    .selectFrom('game_categories')
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('total')])
    .groupBy('category_id')
    .execute();
  const games = await summarize(deps, ranked, currency);
  return {
    gamesOf: (categoryId: number) =>
      games.filter((_game, index) => ranked[index]?.category_id === categoryId),
    totalOf: (categoryId: number) =>
      Number(totals.find((row) => row.category_id === categoryId)?.total ?? 0),
  };
}

function toSimple(deps: AppDeps, rows: SummaryRow[]): SimpleGame[] {
  const art = artUrls(deps.settings.publicUrl);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    type: row.type,
    icon: art.gameIcon(row.name),
  }));
}

export async function simpleList(
  deps: AppDeps,
  filter: GameFilter,
  limit: number,
): Promise<SimpleGame[]> {
  const query = bestFirst((await matchingGames(deps, filter))(limit), filter).limit(limit);
  return toSimple(deps, await selectSummaries(query));
}

export async function simplePageList(
  deps: AppDeps,
  filter: GameFilter,
  paging: Paging,
): Promise<Page<SimpleGame>> {
  const { total, rows } = await filteredPage(deps, filter, paging);
  return { list: toSimple(deps, rows), total, ...paging };
}

export async function titleList(deps: AppDeps, type?: GameType): Promise<TitleListResponse> {
  let query = deps.db.selectFrom('games').select(['id', 'name', 'title']);
  if (type) query = query.where('type', '=', type);
  return query.orderBy('title').orderBy('id').execute();
}

/** One game's row, or 404 naming it. */
export async function findGame(db: Kysely<DB>, name: string) {
  const game = await db
    .selectFrom('games')
    .select([...SUMMARY_COLUMNS, 'games.description', 'games.account_fields', 'games.redeem_steps'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!game) throw new AppError(404, 'game.notFound', { name });
  return game;
}

export function localizeFields(fields: StoredAccountField[], locale: Locale): AccountField[] {
  return fields.map((field) => ({
    key: field.key,
    label: field.label[locale],
    kind: field.kind,
    required: field.required,
    placeholder: field.placeholder?.[locale] ?? null,
    pattern: field.pattern,
    options:
      field.options?.map((option) => ({ value: option.value, label: option.label[locale] })) ??
      null,
    secret: field.secret,
  }));
}

export async function gameDetail(
  deps: AppDeps,
  name: string,
  currency: Currency,
  locale: Locale,
): Promise<GameDetail> {
  const game = await findGame(deps.db, name);
  const [[summary], packs] = await Promise.all([
    summarize(deps, [game], currency),
    packsOf(deps, game.id, currency),
  ]);
  if (!summary) throw new Error(`No summary for game ${name}`);
  return {
    ...summary,
    description: game.description[locale],
    accountFields: localizeFields(game.account_fields, locale),
    packs,
    redeemSteps: game.redeem_steps?.[locale] ?? [],
  };
}

export async function gamePacks(deps: AppDeps, name: string, currency: Currency): Promise<Pack[]> {
  const game = await findGame(deps.db, name);
  return packsOf(deps, game.id, currency);
}

export async function accountInfo(
  deps: AppDeps,
  name: string,
  locale: Locale,
): Promise<AccountInfoResponse> {
  const game = await findGame(deps.db, name);
  return { type: game.type, fields: localizeFields(game.account_fields, locale) };
}
