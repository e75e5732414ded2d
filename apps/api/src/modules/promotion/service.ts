import type { Page, PromotionDetail, PromotionSummary } from '@storefront/api-client/contract';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { artUrls } from '../art/urls';

function promotions(deps: AppDeps) {
  return deps.db
    .selectFrom('promotions')
    .leftJoin('games', 'games.id', 'promotions.game_id')
    .select([
      'promotions.id',
      'promotions.slug',
      'promotions.titles',
      'promotions.summaries',
      'promotions.starts_at',
      'promotions.ends_at',
      'games.name as game_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof promotions>['execute']>>[number];

function toSummary(deps: AppDeps, row: Row, locale: Locale): PromotionSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.titles[locale],
    summary: row.summaries[locale],
    banner: artUrls(deps.settings.publicUrl).promotion(row.slug, locale),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    gameName: row.game_name,
  };
}

/** Running promotions (or all), the newest first. */
export async function listPromotions(
  deps: AppDeps,
  request: { page: number; pageSize: number; activeOnly: boolean },
  locale: Locale,
  now: Date,
): Promise<Page<PromotionSummary>> {
  let query = promotions(deps);
  if (request.activeOnly) {
    query = query.where('promotions.starts_at', '<=', now).where('promotions.ends_at', '>', now);
  }
  const [count, rows] = await Promise.all([
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    query
      .orderBy('promotions.starts_at', 'desc')
      .orderBy('promotions.id', 'desc')
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize)
      .execute(),
  ]);
  const { page, pageSize } = request;
  return {
    list: rows.map((row) => toSummary(deps, row, locale)),
    total: Number(count.total),
    page,
    pageSize,
  };
}

/** Running promotions that end soonest: the ones to push on the home page. */
export async function hotPromotions(
  deps: AppDeps,
  limit: number,
  locale: Locale,
  now: Date,
): Promise<PromotionSummary[]> {
  const rows = await promotions(deps)
    .where('promotions.starts_at', '<=', now)
    .where('promotions.ends_at', '>', now)
    .orderBy('promotions.ends_at')
    .orderBy('promotions.id')
    .limit(limit)
    .execute();
  return rows.map((row) => toSummary(deps, row, locale));
}

/** A running or upcoming promotion; one that has ended is as unknown as a wrong slug (404). */
export async function promotionDetail(
  deps: AppDeps,
  slug: string,
  locale: Locale,
  now: Date,
): Promise<PromotionDetail> {
  const row = await promotions(deps)
    .select('promotions.bodies')
    .where('promotions.slug', '=', slug)
    .where('promotions.ends_at', '>', now)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'promotion.notFound', { slug });
  return { ...toSummary(deps, row, locale), body: row.bodies[locale] };
}
