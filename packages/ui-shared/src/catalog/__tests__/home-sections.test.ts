import type { GameSummary, HomeSummary } from '@storefront/api-client/contract';
import { describe, expect, it } from 'vitest';
import { homeSections } from '../home-sections';

const game = (id: number) => ({ id, name: `game-${id}` }) as GameSummary;
const category = (id: number) =>
  ({
    id,
    name: `c${id}`,
    title: `C${id}`,
    icon: null,
    sort: id,
  }) as HomeSummary['categories'][number]['category'];

describe('home sections', () => {
  it('shows each game once per section, at most maxGames, and offers more when there are', () => {
    const sections = homeSections(
      [
        { category: category(1), games: [game(1), game(2), game(1), game(3)], total: 3 },
        { category: category(2), games: [], total: 0 },
        { category: category(3), games: [game(1), game(2)], total: 12 },
      ],
      2,
    );
    expect(sections.map((section) => section.category.id)).toEqual([1, 3]);
    expect(sections[0]?.games.map((g) => g.id)).toEqual([1, 2]);
    expect(sections[0]?.more).toBe(true);
    expect(sections[1]?.more).toBe(true);
    expect(homeSections([{ category: category(4), games: [game(5)], total: 1 }], 8)[0]?.more).toBe(
      false,
    );
  });
});
