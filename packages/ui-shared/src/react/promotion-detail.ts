import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../locale';
import { promotionSlugOf } from '../routes';
import { type ContentApi, promotionDetailQuery } from './queries/content';

/**
 * The promotion detail screen of both apps: the promotion its address names (`?slug=`), read once
 * there is a slug. `slug` is null when the address names none (the screen then points to the list).
 */
export function usePromotionDetail(
  api: ContentApi,
  locale: Locale,
  search: Record<string, string> | undefined,
) {
  const slug = promotionSlugOf(search);
  const query = useQuery({
    ...promotionDetailQuery(api, locale, slug ?? ''),
    enabled: slug !== null,
  });
  return {
    slug,
    promotion: query.data,
    /** The read failed and nothing is shown: the screen offers `retry`. */
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
  };
}
