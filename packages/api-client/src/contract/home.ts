import { z } from 'zod';
import { Category, GameSummary, GameType } from './catalog';
import { CarouselSlide, PromotionSummary } from './content';
import { CurrencySummary } from './currency';

/** The public part of the start-up data: the same for every visitor of a locale. */
export const HomeFrame = z.object({
  currencySummary: CurrencySummary,
  gameCateList: z.array(Category),
});
export type HomeFrame = z.infer<typeof HomeFrame>;

export const InitDataResponse = HomeFrame.extend({
  /** The visitor's guest id: the one sent when it is valid, a new one otherwise. */
  guestId: z.string(),
});
export type InitDataResponse = z.infer<typeof InitDataResponse>;

export const HomeSummary = z.object({
  carousel: z.array(CarouselSlide),
  categories: z.array(
    z.object({ category: Category, games: z.array(GameSummary), total: z.int().nonnegative() }),
  ),
  hotPromotions: z.array(PromotionSummary),
});
export type HomeSummary = z.infer<typeof HomeSummary>;

export const HomeSummaryNew = z.object({
  newest: z.array(GameSummary),
  popular: z.array(GameSummary),
  byType: z.array(z.object({ type: GameType, games: z.array(GameSummary) })),
});
export type HomeSummaryNew = z.infer<typeof HomeSummaryNew>;
