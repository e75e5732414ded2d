// One same-origin check for every return target, shared with the API (which cannot import this package).
export { safeReturnPath, sameOriginUrl } from '@storefront/api-client';
export { type AccountFieldSpec, type AccountInputKind, accountFieldSpecs } from './account/fields';
export {
  emailProblem,
  SIGNUP_CODE_DIGITS,
  signupCodeProblem,
  signupProblems,
} from './account/forms';
export {
  type PasswordContext,
  passwordHint,
  passwordProblemText,
  preloadPasswordPolicy,
} from './account/password';
export { type HomeSection, homeSections } from './catalog/home-sections';
export {
  type AccountEntry,
  type AccountLine,
  type AttemptStore,
  accountEntries,
  accountFieldLabel,
  accountText,
  BALANCE_CHANNEL,
  BALANCE_LOG_TYPES,
  type BalanceFilter,
  balanceFilterFromSearch,
  balanceFilterToSearch,
  type ChannelOption,
  type ContactProblem,
  cartSelectionTotal,
  channelOptions,
  contactEmailProblem,
  contactEmailToSend,
  customerErrorMessage,
  dayOf,
  defaultPayChoice,
  hasEnded,
  heldBalances,
  isResumable,
  isSelectable,
  isSettling,
  nextAttempt,
  normalizeEmail,
  normalizeOrderNo,
  ORDER_POLL_MS,
  ORDER_STATUSES,
  type OrderFilter,
  type OrderLoadProblem,
  type OrderNoProblem,
  orderFilterFromSearch,
  orderFilterToSearch,
  orderLoadProblem,
  orderOfEntry,
  orderSummaryText,
  orderSumRows,
  PAY_TIMEOUT_MS,
  type PayChoice,
  type PaymentAttempt,
  payableBalances,
  priceWithSaving,
  type SumRow,
  selectedChannel,
  sessionAttemptStore,
  sumRowAmount,
  trackFormProblems,
  trackPath,
  withCartLines,
  withQuantity,
} from './checkout';
export {
  DEPOSIT_POLL_LOOKS,
  DEPOSIT_POLL_MS,
  type DepositReturn,
  depositEntryOf,
  depositReturnFromSearch,
  parseTopUpAmount,
  TOP_UP_MIN_MAJOR,
  TOP_UP_PRESETS,
  type TopUpCurrency,
  type TopUpProblem,
  topUpAmountText,
  topUpMinimum,
  topUpPresets,
  topUpProblem,
} from './checkout/top-up';
export { DEVICE_PREFIXES, type Device, detectDevice, forcedDevice } from './device';
export {
  callReporter,
  type ErrorContext,
  type ErrorReporter,
  type ErrorWhere,
} from './error-report';
export {
  type ErrorPage,
  type ErrorPageContext,
  type ErrorScreen,
  errorPageOf,
  errorPageStatus,
  errorScreen,
  invalidRouteMessage,
  notFoundMessage,
} from './errors';
export { badgeLabel } from './format/badge';
export { currencyName } from './format/currency-name';
export { type DateFormatOptions, type DateInput, formatDate, formatDateTime } from './format/date';
export { formatMoney, type MoneyAmount, RAZER_GOLD_CODE } from './format/money';
export { PROMOTION_BANNER_SIZE, promotionPeriod } from './format/promotion-period';
export { HEAD_GUARD_SCRIPT } from './head-guard';
export { LOCALE_TAGS, LOCALES, type Locale } from './locale';
export {
  MESSAGES,
  type MessageKey,
  type MessageParams,
  routeTitle,
  screenRouteTitle,
  t,
} from './messages';
export {
  ACCOUNT_FORM_MESSAGES,
  type AccountFormMessageKey,
  accountFormText,
} from './messages/account';
export { TOP_UP_MESSAGES, type TopUpMessageKey, topUpText } from './messages/top-up';
export {
  type AccountCheck,
  type AccountFieldError,
  type AccountProblem,
  type AccountValues,
  clampQuantity,
  defaultPack,
  FEW_LEFT_THRESHOLD,
  fewLeft,
  fieldOfError,
  isPackAvailable,
  linkField,
  MAX_LINE_QUANTITY,
  maxQuantity,
  offersAccountCheck,
  type PurchaseStep,
  packTotal,
  purchaseSteps,
  redeemHeading,
  stepNumber,
  validateAccount,
  validateAccountField,
} from './product';
export {
  createReloadGuard,
  type GuardStorage,
  RELOAD_GUARD_KEY_PREFIX,
  RELOAD_GUARD_WINDOW_MS,
  type ReloadGuard,
  type ReloadGuardOptions,
} from './reload-guard';
export {
  CATEGORY_ROUTE,
  canonicalProductPath,
  gamePath,
  listPageNumber,
  MOBILE_LOGIN_PATH,
  MOBILE_ROUTES,
  matchRoute,
  ORDERS_PATH,
  orderDetailPath,
  orderPath,
  type PageId,
  PC_ROUTES,
  PRODUCT_TYPES,
  PROMOTION_LIST_PATHS,
  type ProductRoute,
  type ProductType,
  productRouteOf,
  productTypeOf,
  promotionPath,
  promotionSlugOf,
  RESET_PASSWORD_PATH,
  ROUTES,
  type RouteDef,
  type RouteMatch,
  type RouteTitleKey,
  slidePath,
  WALLET_PATH,
} from './routes';
export { pageTitle } from './title';
export {
  type BuildStamp,
  createVersionWatcher,
  isNewerBuild,
  LATEST_BUILD_FILE,
  VERSION_CHECK_INTERVAL_MS,
  type VersionWatcher,
  type VersionWatcherOptions,
} from './version-watcher';
