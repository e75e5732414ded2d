import { useLocale } from '@storefront/ui-shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app/services';
import { categoriesQuery } from '../data/categories';

/**
 * The title of the category page's category in the current language. The page's `+data` names it
 * in the request's language and prefetches the categories in it (so SSR and hydration agree); after
 * a language switch the categories are read again in the new one.
 */
export function useCategoryTitle(
  category: { name: string; title: string } | undefined,
): string | undefined {
  const locale = useLocale();
  const { api } = useAppServices();
  const categories = useQuery({
    ...categoriesQuery(api, locale),
    enabled: category !== undefined,
    placeholderData: keepPreviousData,
  });
  if (!category) return undefined;
  return categories.data?.find((entry) => entry.name === category.name)?.title ?? category.title;
}
