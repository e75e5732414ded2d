export { type AccountForm, accountFieldId, useAccountForm } from './account-form';
export { type AuthGuardAction, authGuardAction } from './auth-guard';
export { type AppBootstrapOptions, useAppBootstrap } from './bootstrap';
export { CAROUSEL_ADVANCE_MS, type CarouselState, useCarousel } from './carousel';
export { type CartCheckout, type CartCheckoutOptions, useCartCheckout } from './cart-checkout';
export { useCartContents, useCartOwner } from './cart-owner';
export {
  type CartSelection,
  type SelectionState,
  selectionOf,
  useCartSelection,
} from './cart-selection';
export { type CategoryRouteCheck, categoryCandidate, checkCategoryRoute } from './category';
export { type ChannelPicker, useChannelPicker } from './channel-picker';
export {
  type ChunkErrorTarget,
  type ChunkReloadOptions,
  importWithReload,
  installChunkReloadHandler,
  isChunkLoadError,
} from './chunk-reload';
export {
  type ClientRenderOptions,
  type ClientRoot,
  createClientRender,
  documentLocale,
  type HydrateRoot,
} from './client-render';
export { type ContactEmailField, useContactEmailField } from './contact-email';
export { useCountdown } from './countdown';
export {
  type DocumentOptions,
  escapeHtml,
  readDocumentBuildId,
  readDocumentBuiltAt,
  readDocumentRequestId,
  renderDocument,
} from './document';
export { hydrationReporting, installErrorReporting, reportBrowserError } from './error-reporting';
export {
  createErrorToastBridge,
  ERROR_TOAST_DURATION_MS,
  errorToastContent,
  type ShowErrorToast,
} from './error-toast';
export {
  type AccountFieldProps,
  accountInputId,
  type FieldForm,
  useFieldForm,
} from './field-form';
export { type HomeSummaryView, useHomeSummary } from './home-summary';
export { type LinkPurchase, useLinkPurchase } from './link-purchase';
export {
  FullScreenLoader,
  type FullScreenLoaderProps,
  LOADER_CSS,
  NavigationLoader,
  type NavigationLoaderProps,
} from './loader';
export { useLocale } from './locale';
export { createPageContextHooks, type PageContextHooks } from './page-context';
export {
  createPageLoadingFlag,
  type PageLoadingFlag,
  pageLoading,
  usePageLoading,
} from './page-loading';
export {
  dehydratedStateOf,
  PageQueriesBoundary,
  type PageQuery,
  pageQueriesOf,
  readPageQueries,
  type WithPageQueries,
  withPageQueries,
} from './page-queries';
export { startPageTransition } from './page-transition';
export {
  type ChangePasswordOptions,
  type ResetPasswordOptions,
  useChangePassword,
  useForgotPassword,
  useResetPassword,
} from './password-forms';
export {
  type PaymentPhase,
  type PayOrderOptions,
  type PayOrderState,
  usePayOrder,
} from './payment';
export { type PaymentChoices, type PaymentPick, usePaymentChoices } from './payment-choices';
export { type PaymentStep, type PaymentStepOptions, usePaymentStep } from './payment-step';
export {
  type PackPurchase,
  type PurchaseAccount,
  type PurchaseNoticeKey,
  type PurchaseOptions,
  type PurchaseOrder,
  usePackPurchase,
} from './product-purchase';
export { type PromoCodeField, usePromoCodeField } from './promo-code';
export { usePromotionDetail } from './promotion-detail';
export { PromotionPeriod } from './promotion-period';
export {
  type AccountApi,
  accountKeys,
  addToCartMutation,
  BALANCE_PAGE_SIZE,
  type BuyLinkRequest,
  balanceLogInfiniteQuery,
  balanceLogQuery,
  buyLinkNowMutation,
  buyNowMutation,
  type CartOwner,
  type CartQuantityChange,
  type CartRemoval,
  type CatalogApi,
  type CatalogScope,
  type ContentApi,
  type ContentSlug,
  cancelOrderMutation,
  cartCountQuery,
  cartKeys,
  cartListQuery,
  catalogKeys,
  checkIdMutation,
  checkoutCartMutation,
  contentKeys,
  contentPageQuery,
  downloadBalanceFile,
  exportBalanceRows,
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
  loginMutation,
  logoutMutation,
  nextGamePage,
  nextListPage,
  normalizeSearchTerm,
  ORDER_PAGE_SIZE,
  type OrdersApi,
  orderCurrencyPricesQuery,
  orderDetailQuery,
  orderKeys,
  orderLinksMutation,
  orderListInfiniteQuery,
  orderListQuery,
  orderSavedLinks,
  orderTrackQuery,
  POPULAR_FALLBACK_SIZE,
  PROMOTION_PAGE_SIZE,
  type ProductApi,
  type PromotionView,
  popularFallbackQuery,
  productKeys,
  promotionDetailQuery,
  promotionListInfiniteQuery,
  promotionListQuery,
  registerMutation,
  rememberOrder,
  removeCartItemsMutation,
  removeSavedLinksMutation,
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
  setCartQuantityMutation,
  useDebouncedValue,
  userSummaryQuery,
  verifySignupMutation,
  type WalletApi,
  walletKeys,
} from './queries';
export {
  type AnyFetchQuery,
  createQueryClient,
  QUERY_STALE_TIME_MS,
} from './query-client';
export { createServicesContext, type ServicesContext } from './services-context';
export { type QueryShape, type ShownData, useShownData } from './shown-data';
export { type Signup, type SignupOptions, useSignup } from './signup';
export {
  type DepositReturnOptions,
  type DepositReturnPhase,
  depositEntryQuery,
  type TopUpApi,
  type TopUpForm,
  type TopUpOptions,
  type TopUpPreset,
  topUpProblemText,
  useDepositReturn,
  useTopUp,
} from './top-up';
export { type TrackLookup, useTrackOrder } from './track-order';
export {
  fetchLatestBuild,
  reloadIfNewVersion,
  useVersionWatcher,
  type VersionWatcherHookOptions,
  type VersionWatcherState,
} from './version-watcher';
export {
  type PageRouteFunction,
  type PageRouteResult,
  pageRoute,
  pageRouteMatch,
} from './vike-route';
