import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { listFilterOf } from '../catalog/list-page';
import { pagerPages } from '../catalog/Pager';

const onRoute = (routeParams: Record<string, string>) => ({ routeParams }) as PageContext;

describe('game lists', () => {
  it('take their type from the route, or their category', () => {
    expect(listFilterOf(onRoute({ routeId: 'games' }))).toEqual({ type: 'Games' });
    expect(listFilterOf(onRoute({ routeId: 'links' }))).toEqual({ type: 'Links' });
    expect(listFilterOf(onRoute({ routeId: 'loginTopUps' }))).toEqual({ type: 'Login' });
    expect(listFilterOf(onRoute({ routeId: 'pc.products', type: 'login' }))).toEqual({
      type: 'Login',
    });
    expect(listFilterOf(onRoute({ routeId: 'category', categoryName: 'moba' }))).toEqual({
      category: 'moba',
    });
    expect(listFilterOf(onRoute({}))).toEqual({});
  });

  it('show the first, the last and the pages near the current one', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(6, 12)).toEqual([1, 4, 5, 6, 7, 8, 12]);
    expect(pagerPages(12, 12)).toEqual([1, 10, 11, 12]);
  });
});
