import type { GameSummary, HomeSummary } from '@storefront/api-client/contract';

type Section = HomeSummary['categories'][number];

export interface HomeSection {
  category: Section['category'];
  /** Each game once, at most the number the layout shows. */
  games: GameSummary[];
  /** True when the category has more games than shown: the section offers "See all". */
  more: boolean;
}

/**
 * The home's game sections: each category with games, each game once in it, cut to `maxGames`
 * (a phone shows two rows of four; "See all" leads to the rest).
 */
export function homeSections(categories: readonly Section[], maxGames: number): HomeSection[] {
  return categories.flatMap(({ category, games, total }) => {
    const unique = games.filter(
      (game, index) => games.findIndex((other) => other.id === game.id) === index,
    );
    if (unique.length === 0) return [];
    const shown = unique.slice(0, maxGames);
    return [{ category, games: shown, more: Math.max(total, unique.length) > shown.length }];
  });
}
