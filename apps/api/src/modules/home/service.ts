import type {
  Currency,
  GameType,
  HomeFrame,
  HomeSummary,
  HomeSummaryNew,
  InitDataResponse,
} from '@storefront/api-client/contract';
import type { AppDeps } from '../../context';
import type { Locale } from '../../i18n/messages';
import { listCategories, topGames, topGamesByCategory } from '../catalog/service';
import { carousel } from '../content/service';
import { currencySummary } from '../currency/service';
import { resolveGuest } from '../guest/service';
import { hotPromotions } from '../promotion/service';

const GAMES_PER_SECTION = 8;
const HOT_PROMOTIONS = 5;
const TYPES: GameType[] = ['Games', 'Links', 'Login'];

/** The currencies and categories of `locale`: public, and no guest is made or touched. */
export async function homeFrame(deps: AppDeps, locale: Locale): Promise<HomeFrame> {
  const [summary, gameCateList] = await Promise.all([
    currencySummary(deps, locale),
    listCategories(deps, locale),
  ]);
  return { currencySummary: summary, gameCateList };
}

/** The frame and the visitor's guest id (a new guest when none valid was sent). */
export async function initData(
  deps: AppDeps,
  guestHeader: string | string[] | undefined,
  address: string,
  locale: Locale,
  now: Date,
): Promise<InitDataResponse> {
  const guestId = await resolveGuest(deps, guestHeader, address, now);
  return { ...(await homeFrame(deps, locale)), guestId };
}

export async function homeSummary(
  deps: AppDeps,
  currency: Currency,
  locale: Locale,
  now: Date,
): Promise<HomeSummary> {
  const [slides, categories, top, hot] = await Promise.all([
    carousel(deps, locale),
    listCategories(deps, locale),
    topGamesByCategory(deps, GAMES_PER_SECTION, currency),
    hotPromotions(deps, HOT_PROMOTIONS, locale, now),
  ]);
  return {
    carousel: slides,
    categories: categories.map((category) => ({
      category,
      games: top.gamesOf(category.id),
      total: top.totalOf(category.id),
    })),
    hotPromotions: hot,
  };
}

export async function homeSummaryNew(deps: AppDeps, currency: Currency): Promise<HomeSummaryNew> {
  const [newest, popular, ...byType] = await Promise.all([
    topGames(deps, 'newest', GAMES_PER_SECTION, currency),
    topGames(deps, 'popular', GAMES_PER_SECTION, currency),
    ...TYPES.map((type) => topGames(deps, 'popular', GAMES_PER_SECTION, currency, type)),
  ]);
  return {
    newest,
    popular,
    byType: TYPES.map((type, index) => ({ type, games: byType[index] ?? [] })),
  };
}
