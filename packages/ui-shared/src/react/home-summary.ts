import type { HomeSummary } from '@storefront/api-client/contract';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type CatalogApi, type CatalogScope, homeSummaryQuery } from './queries/catalog';
import { useShownData } from './shown-data';

export interface HomeSummaryView {
  /** The query itself: `isPending` (nothing to show yet), `isError`, `isPlaceholderData`, `refetch`. */
  query: UseQueryResult<HomeSummary>;
  /** What the home shows: the current summary, the previous one while another currency loads, or
   * the last one shown after that load failed. */
  data: HomeSummary | undefined;
  /** A re-read (another currency or locale) failed and `data` is the last shown: say so, offer a retry. */
  refreshFailed: boolean;
}

/**
 * The home's summary (banners, categories and their games, hot promotions) for both apps. A
 * currency or locale switch keeps the shown home until the new one comes, and a failed switch keeps
 * it too: a failed background read never swaps the home for an error.
 */
export function useHomeSummary(api: CatalogApi, scope: CatalogScope): HomeSummaryView {
  const query = useQuery({ ...homeSummaryQuery(api, scope), placeholderData: keepPreviousData });
  const { data, refreshFailed } = useShownData(query);
  return { query, data, refreshFailed };
}
