import { z } from 'zod';
import { Slug } from './catalog';
import { Id, PageQuery, pageOf, Timestamp } from './common';

export const SlideLink = z.object({
  kind: z.enum(['game', 'promotion', 'category']),
  /** The slug of the game, promotion or category the slide opens. */
  target: Slug,
});

export const CarouselSlide = z.object({
  id: Id,
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string(),
  link: SlideLink,
});
export type CarouselSlide = z.infer<typeof CarouselSlide>;
export const CarouselResponse = z.array(CarouselSlide);

export const PromotionSummary = z.object({
  id: Id,
  slug: Slug,
  title: z.string(),
  summary: z.string(),
  banner: z.string(),
  startsAt: Timestamp,
  endsAt: Timestamp,
  /** A game the promotion applies to, when it applies to one. */
  gameName: Slug.nullable(),
});
export type PromotionSummary = z.infer<typeof PromotionSummary>;

export const PromotionDetail = PromotionSummary.extend({
  /** Sanitised HTML from the server (only safe tags and attributes). */
  body: z.string(),
});
export type PromotionDetail = z.infer<typeof PromotionDetail>;

export const PromotionListRequest = PageQuery.extend({
  /** Only promotions running now; default true. */
  activeOnly: z.boolean().default(true),
});
export type PromotionListRequest = z.input<typeof PromotionListRequest>;
export const PromotionListResponse = pageOf(PromotionSummary);

export const PromotionDetailRequest = z.object({ slug: Slug });
export type PromotionDetailRequest = z.input<typeof PromotionDetailRequest>;

export const ContentSlug = z.enum(['help', 'about', 'legal']);
export const ContentPageRequest = z.object({ slug: ContentSlug });
export type ContentPageRequest = z.input<typeof ContentPageRequest>;
export const ContentPage = z.object({
  slug: ContentSlug,
  title: z.string(),
  /** Sanitised HTML from the server (only safe tags and attributes). */
  body: z.string(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  updatedAt: Timestamp,
});
export type ContentPage = z.infer<typeof ContentPage>;
