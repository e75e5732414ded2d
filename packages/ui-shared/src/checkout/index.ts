export { heldBalances, orderOfEntry } from './balance-entry';
export {
  type AccountEntry,
  type AccountLine,
  accountEntries,
  accountFieldLabel,
  accountText,
  cartSelectionTotal,
  isSelectable,
  withCartLines,
  withQuantity,
} from './cart';
export {
  BALANCE_CHANNEL,
  type ChannelOption,
  channelOptions,
  payableBalances,
  selectedChannel,
} from './channels';
export {
  type ContactProblem,
  contactEmailProblem,
  contactEmailToSend,
  normalizeEmail,
  normalizeOrderNo,
  type OrderNoProblem,
  trackFormProblems,
  trackPath,
} from './contact';
export {
  BALANCE_LOG_TYPES,
  type BalanceFilter,
  balanceFilterFromSearch,
  balanceFilterToSearch,
  dayOf,
  ORDER_STATUSES,
  type OrderFilter,
  orderFilterFromSearch,
  orderFilterToSearch,
} from './filters';
export {
  customerErrorMessage,
  type OrderLoadProblem,
  orderLoadProblem,
} from './order-access';
export { hasEnded, isSettling, ORDER_POLL_MS } from './order-status';
export { orderSummaryText } from './order-summary';
export {
  type AttemptStore,
  defaultPayChoice,
  isResumable,
  nextAttempt,
  PAY_TIMEOUT_MS,
  type PayChoice,
  type PaymentAttempt,
  sessionAttemptStore,
} from './payment-attempt';
export { normalizePromoCode, type PromoProblem, promoCodeProblem } from './promo';
export { orderSumRows, priceWithSaving, type SumRow, sumRowAmount } from './sums';
