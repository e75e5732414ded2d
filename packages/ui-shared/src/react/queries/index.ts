export {
  type CatalogApi,
  type CatalogScope,
  catalogKeys,
  GAME_LIST_PAGE_SIZE,
  type GameListFilter,
  gameListInfiniteQuery,
  gameListQuery,
  homeCarouselQuery,
  homeSummaryNewQuery,
  homeSummaryQuery,
  nextGamePage,
} from './catalog';
