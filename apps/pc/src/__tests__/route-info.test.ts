import { createQueryClient } from '@storefront/ui-shared/react';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { documentTitle, routeTitleOf } from '../app/route-info';
import { type FrameData, frameQueryKey } from '../data/frame';

const frame = {
  categories: [{ id: 1, name: 'moba', title: 'MOBA games', icon: null, sort: 0 }],
  currencies: [],
  defaultCurrency: {
    id: 1,
    code: 'USD',
    name: 'US Dollar',
    symbol: '$',
    decimals: 2,
    rate: '1',
    kind: 'fiat',
  },
} as unknown as FrameData;

function pageContext(fields: Partial<PageContext>): PageContext {
  return { locale: 'en', routeParams: {}, urlParsed: { search: {} }, ...fields } as PageContext;
}

describe('route info', () => {
  it('titles documents: app title, a dash, the route title in the request language', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(frameQueryKey('en'), frame);
    expect(documentTitle(pageContext({ routeParams: { routeId: 'orders' } }), queryClient)).toBe(
      'TopUp Store - My orders',
    );
    expect(
      documentTitle(pageContext({ locale: 'id', routeParams: { routeId: 'orders' } }), queryClient),
    ).toBe('TopUp Store - Pesanan saya');
    expect(
      documentTitle(
        pageContext({ routeParams: { routeId: 'category', categoryName: 'moba' } }),
        queryClient,
      ),
    ).toBe('TopUp Store - MOBA games');
  });

  it('titles error pages by their status', () => {
    const notFound = pageContext({ is404: true } as Partial<PageContext>);
    expect(routeTitleOf(notFound, 'en', undefined)).toBe('Page not found');
    const failed = pageContext({ is404: false, abortStatusCode: 503 } as Partial<PageContext>);
    expect(routeTitleOf(failed, 'en', undefined)).toBe('Application error');
  });

  it('shows a category by its slug until the categories are known', () => {
    const context = pageContext({ routeParams: { routeId: 'category', categoryName: 'moba' } });
    expect(routeTitleOf(context, 'en', undefined)).toBe('moba');
    expect(routeTitleOf(context, 'en', frame)).toBe('MOBA games');
  });
});
