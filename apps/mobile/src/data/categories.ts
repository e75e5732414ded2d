import type { ApiClient } from '@storefront/api-client';
import type { Locale } from '@storefront/ui-shared';

/**
 * The game categories, titled in `locale`. Read from `ShopHome/Summary`, which writes nothing:
 * `InitData` would register a new guest for every visitor the server renders a page for.
 */
export function categoriesQuery(api: Pick<ApiClient, 'shopHome'>, locale: Locale) {
  return {
    queryKey: ['gameCateList', locale] as const,
    queryFn: async () => (await api.shopHome.summary()).categories.map(({ category }) => category),
  };
}
