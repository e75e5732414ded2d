import { t } from '@storefront/ui-shared';
import {
  type GameListFilter,
  gameListInfiniteQuery,
  useShownData,
} from '@storefront/ui-shared/react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAppServices } from '../app/services';
import { GameGrid, GameGridSkeleton } from './GameGrid';
import { EmptyGames, LoadFailed } from './ListStates';
import { useCatalogScope } from './use-catalog-scope';

/**
 * A list of games (a product type, a category or a search): the first page is server-rendered,
 * "Load more" appends the next one (a real button: works with a keyboard, a screen reader and no
 * scrolling). A failed re-read (another currency) keeps the shown games beside the failure; during
 * a re-read "Load more" waits, as a press then would fetch the new first page only.
 * `empty` replaces the generic empty state.
 */
export function GameListScreen({
  title,
  filter,
  empty,
}: {
  title: string;
  filter: GameListFilter;
  empty?: ReactNode;
}) {
  const scope = useCatalogScope();
  const { locale } = scope;
  const { api } = useAppServices();
  const games = useInfiniteQuery({
    ...gameListInfiniteQuery(api, scope, filter),
    placeholderData: keepPreviousData,
  });
  const shown = useShownData(games);
  const pages = shown.data?.pages ?? [];
  const list = pages.flatMap((page) => page.list);
  const total = pages[0]?.total ?? 0;
  return (
    <section className="game-list" data-testid="game-list">
      <header className="game-list__header">
        <h2 className="game-list__title">{title}</h2>
      </header>
      {games.isPending && <GameGridSkeleton count={6} />}
      {games.isError && (list.length === 0 || shown.refreshFailed) && (
        <LoadFailed locale={locale} onRetry={() => void games.refetch()} />
      )}
      {games.isSuccess && total === 0 && (empty ?? <EmptyGames locale={locale} />)}
      {list.length > 0 && <GameGrid games={list} locale={locale} />}
      {games.isFetchingNextPage && <GameGridSkeleton count={2} />}
      {games.isFetchNextPageError && (
        <LoadFailed locale={locale} onRetry={() => void games.fetchNextPage()} />
      )}
      {games.hasNextPage && !games.isFetchingNextPage && !games.isFetchNextPageError && (
        // While the list is re-read (another currency) the shown pages are the old ones: the
        // next page can only follow the new first one, so the button waits for it.
        <button
          type="button"
          className="load-more"
          data-testid="load-more"
          disabled={games.isPlaceholderData}
          onClick={() => void games.fetchNextPage()}
        >
          {t(locale, 'catalog.loadMore')}
        </button>
      )}
      {list.length > 0 && !games.hasNextPage && !shown.refreshFailed && (
        <p className="game-list__end">{t(locale, 'catalog.noMoreGames')}</p>
      )}
    </section>
  );
}
