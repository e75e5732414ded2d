import type { HandlerTable } from './context';
import { cartHandlers } from './modules/cart/handlers';
import { catalogHandlers } from './modules/catalog/handlers';
import { checkoutHandlers } from './modules/checkout/handlers';
import { contentHandlers } from './modules/content/handlers';
import { currencyHandlers } from './modules/currency/handlers';
import { homeHandlers } from './modules/home/handlers';
import { idCheckHandlers } from './modules/id-check/handlers';
import { linkHandlers } from './modules/link/handlers';
import { orderHandlers } from './modules/order/handlers';
import { paymentHandlers } from './modules/payment/handlers';
import { pricingHandlers } from './modules/pricing/handlers';
import { promotionHandlers } from './modules/promotion/handlers';
import { razerHandlers } from './modules/razer/handlers';
import { userHandlers } from './modules/user/handlers';
import { walletHandlers } from './modules/wallet/handlers';

/** Every contract endpoint this server answers, by contract name. */
export const handlers: HandlerTable = {
  ...homeHandlers,
  ...catalogHandlers,
  ...currencyHandlers,
  ...userHandlers,
  ...promotionHandlers,
  ...contentHandlers,
  ...idCheckHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...walletHandlers,
  ...pricingHandlers,
  ...linkHandlers,
  ...razerHandlers,
};
