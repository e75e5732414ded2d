import { listPageNumber, t } from '@storefront/ui-shared';
import {
  GAME_LIST_PAGE_SIZE,
  type GameListFilter,
  gameListQuery,
  useLocale,
  useShownData,
} from '@storefront/ui-shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePageContext } from '../app/page-context';
import { useAppServices } from '../app/services';
import { useCatalogScope } from '../data/catalog-scope';
import { GameGrid, GameGridSkeleton } from './GameGrid';
import { LoadFailed, NoGames } from './LoadProblem';
import { Pager } from './Pager';

/**
 * A paged grid of the games matching `filter` (a type, a category or a keyword), under `title`;
 * `empty` replaces the generic empty state. A failed re-read (another currency or page) keeps the
 * shown games under the failure.
 */
export function GameListScreen({
  title,
  filter,
  empty = <NoGames />,
}: {
  title: ReactNode;
  filter: GameListFilter;
  empty?: ReactNode;
}) {
  const { api } = useAppServices();
  const { urlPathname, urlParsed } = usePageContext();
  const locale = useLocale();
  const page = listPageNumber(urlParsed.search);
  const query = useQuery({
    ...gameListQuery(api, useCatalogScope(), filter, { page }),
    placeholderData: keepPreviousData,
  });
  const { data, refreshFailed } = useShownData(query);
  return (
    <section className="pc-page pc-catalog" data-page="productList">
      <header className="pc-catalog__head">
        <h1 className="pc-page__title">{title}</h1>
        {data && (
          <span className="pc-catalog__count">
            {t(locale, data.total === 1 ? 'catalog.gamesCount.one' : 'catalog.gamesCount.other', {
              count: data.total,
            })}
          </span>
        )}
      </header>
      {data ? (
        data.list.length > 0 ? (
          <>
            {refreshFailed && <LoadFailed onRetry={() => void query.refetch()} />}
            <GameGrid games={data.list} busy={query.isPlaceholderData} />
            <Pager
              pathname={urlPathname}
              search={urlParsed.search}
              current={data.page}
              count={Math.ceil(data.total / data.pageSize)}
            />
          </>
        ) : (
          empty
        )
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <GameGridSkeleton count={GAME_LIST_PAGE_SIZE} />
      )}
    </section>
  );
}
