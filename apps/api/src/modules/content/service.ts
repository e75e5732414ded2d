import type { CarouselSlide, ContentPage } from '@storefront/api-client/contract';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { artUrls } from '../art/urls';

export async function carousel(deps: AppDeps, locale: Locale): Promise<CarouselSlide[]> {
  const rows = await deps.db
    .selectFrom('carousel_slides')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const art = artUrls(deps.settings.publicUrl);
  return rows.map((row) => ({
    id: row.id,
    title: row.titles[locale],
    subtitle: row.subtitles?.[locale] ?? null,
    image: art.slide(row.id, locale),
    link: { kind: row.link_kind, target: row.link_target },
  }));
}

/** Help, about or legal in the request's locale; English when that locale has no such page. */
export async function contentPage(
  deps: AppDeps,
  slug: ContentPage['slug'],
  locale: Locale,
): Promise<ContentPage> {
  const rows = await deps.db
    .selectFrom('content_pages')
    .selectAll()
    .where('slug', '=', slug)
    .where('locale', 'in', [locale, 'en'])
    .execute();
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'en');
  if (!row) throw new AppError(404, 'content.notFound', { slug });
  return {
    slug: row.slug,
    title: row.title,
    body: row.body,
    faqs: row.faqs,
    updatedAt: row.updated_at.toISOString(),
  };
}
