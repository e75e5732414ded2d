export { type AuthGuardAction, authGuardAction } from './auth-guard';
export { type AppBootstrapOptions, useAppBootstrap } from './bootstrap';
export { type CategoryRouteCheck, categoryCandidate, checkCategoryRoute } from './category';
export {
  type ChunkErrorTarget,
  type ChunkReloadOptions,
  importWithReload,
  installChunkReloadHandler,
  isChunkLoadError,
} from './chunk-reload';
export { type DocumentOptions, escapeHtml, readDocumentBuildId, renderDocument } from './document';
export {
  createErrorToastBridge,
  ERROR_TOAST_DURATION_MS,
  type ShowErrorToast,
} from './error-toast';
export {
  FullScreenLoader,
  type FullScreenLoaderProps,
  LOADER_CSS,
  NavigationLoader,
  type NavigationLoaderProps,
} from './loader';
export {
  createPageLoadingFlag,
  type PageLoadingFlag,
  pageLoading,
  usePageLoading,
} from './page-loading';
export {
  addToCartMutation,
  type BuyLinkRequest,
  buyLinkNowMutation,
  buyNowMutation,
  type CartOwner,
  type CatalogApi,
  type CatalogScope,
  type ContentApi,
  type ContentSlug,
  cartCountQuery,
  cartKeys,
  cartListQuery,
  catalogKeys,
  checkIdMutation,
  contentKeys,
  contentPageQuery,
  GAME_LIST_PAGE_SIZE,
  type GameListFilter,
  gameDetailQuery,
  gameListInfiniteQuery,
  gameListQuery,
  gameSuggestionsQuery,
  homeCarouselQuery,
  homeSummaryNewQuery,
  homeSummaryQuery,
  linkQuoteQuery,
  nextGamePage,
  nextListPage,
  normalizeSearchTerm,
  orderDetailQuery,
  orderKeys,
  PROMOTION_PAGE_SIZE,
  type ProductApi,
  type PromotionView,
  productKeys,
  promotionDetailQuery,
  promotionListInfiniteQuery,
  promotionListQuery,
  SEARCH_PARAM,
  SEARCH_TERM_MAX_LENGTH,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_LENGTH,
  savedLinksQuery,
  saveLinkMutation,
  searchHref,
  searchKeys,
  searchResultsInfiniteQuery,
  searchResultsQuery,
  searchTermOf,
  useDebouncedValue,
} from './queries';
export {
  type AnyFetchQuery,
  createQueryClient,
  prefetchDehydrated,
  QUERY_STALE_TIME_MS,
} from './query-client';
export {
  fetchLatestBuildId,
  LATEST_BUILD_FILE,
  reloadIfNewVersion,
  useVersionWatcher,
  type VersionWatcherHookOptions,
  type VersionWatcherState,
} from './version-watcher';
export { type PageRouteFunction, type PageRouteResult, pageRoute } from './vike-route';
