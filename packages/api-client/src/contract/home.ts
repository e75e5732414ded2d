import { z } from 'zod';
import { Category, GameSummary, GameType } from './catalog';
import { CarouselSlide, PromotionSummary } from './content';
import { CurrencySummary } from './currency';

export const InitDataResponse = z.object({
  currencySummary: CurrencySummary,
  /** The visitor's guest id: the one sent when it is valid, a new one otherwise. */
  guestId: z.string(),
  gameCateList: z.array(Category),
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
