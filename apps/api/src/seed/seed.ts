import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { assertCategoryName } from '../modules/catalog/categories';
import { hashPassword } from '../modules/user/password';
import * as demo from './data';
import type {
  SeedCategory,
  SeedChannel,
  SeedContentPage,
  SeedCurrency,
  SeedGame,
  SeedPromotion,
  SeedSlide,
  SeedUser,
} from './types';

export interface SeedData {
  currencies: SeedCurrency[];
  categories: SeedCategory[];
  games: SeedGame[];
  promotions: SeedPromotion[];
  slides: SeedSlide[];
  contentPages: SeedContentPage[];
  users: SeedUser[];
  /** The payment channels; none when absent. */
  channels?: SeedChannel[];
}

export const demoData: SeedData = {
  currencies: demo.currencies,
  categories: demo.categories,
  games: demo.games,
  promotions: demo.promotions,
  slides: demo.slides,
  contentPages: demo.contentPages,
  users: demo.users,
  channels: demo.channels,
};

/**
 * What an empty database gets: the store always; the demo users (known passwords, opening balances)
 * only when asked for (`API_SEED_DEMO`).
 */
export function seedDataFor(demoUsers: boolean): SeedData {
  return demoUsers ? demoData : { ...demoData, users: [] };
}

const DAY = 24 * 60 * 60 * 1000;
const json = (value: unknown) => JSON.stringify(value);

/** Serialises seeding across processes that start together on one PostgreSQL. */
const SEED_LOCK = 7_204_551;

/** Writes the games with their categories and packs; `categoryIds` by category name. */
export async function insertGames(
  db: Kysely<DB>,
  games: SeedGame[],
  categoryIds: Map<string, number>,
  createdAt: (index: number) => Date,
): Promise<number> {
  if (games.length === 0) return 0;
  const rows = await db
    .insertInto('games')
    .values(
      games.map((game, index) => ({
        name: game.name,
        title: game.title,
        type: game.type,
        region: game.region,
        publisher: game.publisher,
        colors: json(game.colors),
        description: json(game.description),
        badge: game.badge,
        is_voucher: game.isVoucher,
        popularity: game.popularity,
        aliases: game.aliases ?? [],
        account_fields: json(game.accountFields),
        redeem_steps: game.redeemSteps ? json(game.redeemSteps) : null,
        created_at: createdAt(index),
      })),
    )
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning(['id', 'name'])
    .execute();
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  const created = games.filter((game) => ids.has(game.name));
  const links = created.flatMap((game) =>
    game.categories.map((name) => {
      const categoryId = categoryIds.get(name);
      if (categoryId === undefined) throw new Error(`Game ${game.name}: no category ${name}`);
      return { game_id: ids.get(game.name) as number, category_id: categoryId };
    }),
  );
  if (links.length > 0) await db.insertInto('game_categories').values(links).execute();
  const packs = created.flatMap((game) =>
    game.packs.map((pack, sort) => ({
      game_id: ids.get(game.name) as number,
      title: pack.title,
      price_usd_minor: pack.price,
      original_price_usd_minor: pack.originalPrice,
      stock: pack.stock,
      badge: pack.badge,
      sort,
    })),
  );
  if (packs.length > 0) {
    const inserted = await db
      .insertInto('packs')
      .values(packs)
      .returning(['id', 'game_id', 'sort'])
      .execute();
    await insertPackPrices(db, created, ids, inserted);
  }
  return created.length;
}

/** The seeded packs' own prices (`SeedPack.localPrices`), by the packs' new ids. */
async function insertPackPrices(
  db: Kysely<DB>,
  games: SeedGame[],
  gameIds: Map<string, number>,
  packs: Array<{ id: number; game_id: number; sort: number }>,
): Promise<void> {
  const currencyIds = new Map(
    (await db.selectFrom('currencies').select(['id', 'code']).execute()).map((row) => [
      row.code,
      row.id,
    ]),
  );
  const prices = games.flatMap((game) =>
    game.packs.flatMap((pack, sort) => {
      const packId = packs.find(
        (row) => row.game_id === gameIds.get(game.name) && row.sort === sort,
      )?.id;
      return Object.entries(pack.localPrices).map(([code, price]) => {
        const currencyId = currencyIds.get(code);
        if (packId === undefined || currencyId === undefined || price === undefined) {
          throw new Error(`Pack ${game.name}/${pack.title}: no currency ${code}`);
        }
        return { pack_id: packId, currency_id: currencyId, price };
      });
    }),
  );
  if (prices.length > 0) await db.insertInto('pack_prices').values(prices).execute();
}

/**
 * Fills an empty database with the demo store; a database that has data is left alone, so running
 * it again changes nothing. Returns whether it wrote anything.
 */
export async function seedDemoData(
  db: Kysely<DB>,
  now: Date,
  data: SeedData = demoData,
): Promise<boolean> {
  for (const category of data.categories) assertCategoryName(category.name);
  const hashes = await Promise.all(data.users.map((user) => hashPassword(user.password)));

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('currencies').select('id').limit(1).execute();
    if (existing.length > 0) return false;

    const currencies = await trx
      .insertInto('currencies')
      .values(data.currencies.map((currency, sort) => ({ ...currency, sort })))
      .returning(['id', 'code'])
      .execute();
    const currencyIds = new Map(currencies.map((row) => [row.code, row.id]));

    const categories = await trx
      .insertInto('categories')
      .values(
        data.categories.map((category, sort) => ({
          name: category.name,
          titles: json(category.title),
          icon: category.icon,
          sort,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    const categoryIds = new Map(categories.map((row) => [row.name, row.id]));

    // Later entries are older, a few hours apart, so "newest" has a stable order.
    await insertGames(
      trx,
      data.games,
      categoryIds,
      (index) => new Date(now.getTime() - index * 7 * 60 * 60 * 1000),
    );
    const games = await trx.selectFrom('games').select(['id', 'name']).execute();
    const gameIds = new Map(games.map((row) => [row.name, row.id]));

    if (data.promotions.length > 0) {
      await trx
        .insertInto('promotions')
        .values(
          data.promotions.map((promotion) => ({
            slug: promotion.slug,
            titles: json(promotion.title),
            summaries: json(promotion.summary),
            bodies: json(promotion.body),
            starts_at: new Date(now.getTime() + promotion.startsInDays * DAY),
            ends_at: new Date(now.getTime() + promotion.endsInDays * DAY),
            game_id: promotion.gameName === null ? null : (gameIds.get(promotion.gameName) ?? null),
            colors: json(promotion.colors),
          })),
        )
        .execute();
    }

    const channels = data.channels ?? [];
    if (channels.length > 0) {
      await trx
        .insertInto('payment_channels')
        .values(
          channels.map((channel, sort) => ({
            id: channel.id,
            names: json(channel.name),
            fee_bps: channel.feeBps,
            fixed_fees: json(channel.fixedFees),
            limits: json(channel.limits),
            currencies: channel.currencies,
            sort,
          })),
        )
        .execute();
    }

    if (data.slides.length > 0) {
      await trx
        .insertInto('carousel_slides')
        .values(
          data.slides.map((slide, sort) => ({
            titles: json(slide.title),
            subtitles: json(slide.subtitle),
            link_kind: slide.link.kind,
            link_target: slide.link.target,
            colors: json(slide.colors),
            sort,
          })),
        )
        .execute();
    }

    const pages = data.contentPages.flatMap((page) =>
      (['en', 'id'] as const).map((locale) => ({
        slug: page.slug,
        locale,
        title: page.title[locale],
        body: page.body[locale],
        faqs: json(
          page.faqs.map((faq) => ({ question: faq.question[locale], answer: faq.answer[locale] })),
        ),
        updated_at: now,
      })),
    );
    if (pages.length > 0) await trx.insertInto('content_pages').values(pages).execute();

    for (const [index, user] of data.users.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          email: user.email.toLowerCase(),
          password_hash: hashes[index] as string,
          nickname: user.nickname,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [code, amount] of Object.entries(user.balances)) {
        const currencyId = currencyIds.get(code);
        if (currencyId === undefined) throw new Error(`User ${user.email}: no currency ${code}`);
        await trx
          .insertInto('balances')
          .values({ user_id: row.id, currency_id: currencyId, balance: amount })
          .execute();
        // Every balance is explained by the ledger: the opening amount is a deposit.
        if (amount > 0) {
          await trx
            .insertInto('balance_logs')
            .values({
              user_id: row.id,
              currency_id: currencyId,
              amount,
              balance_after: amount,
              type: 'deposit',
              order_no: null,
              remark: 'Opening balance',
              created_at: now,
            })
            .execute();
        }
      }
    }
    return true;
  });
}
