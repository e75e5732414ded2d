export {
  type AccountCheck,
  type AccountFieldError,
  type AccountProblem,
  type AccountValues,
  fieldOfError,
  linkField,
  validateAccount,
  validateAccountField,
} from './account';
export {
  clampQuantity,
  defaultPack,
  FEW_LEFT_THRESHOLD,
  fewLeft,
  isPackAvailable,
  MAX_LINE_QUANTITY,
  maxQuantity,
  packTotal,
} from './packs';
export { hrefWithPack, PACK_PARAM, packFromSearch, playerPrefill } from './player';
export { redeemHeading } from './redeem';
export { offersAccountCheck, type PurchaseStep, purchaseSteps, stepNumber } from './steps';
