import type { HandlerTable } from './context';
import { catalogHandlers } from './modules/catalog/handlers';
import { contentHandlers } from './modules/content/handlers';
import { currencyHandlers } from './modules/currency/handlers';
import { homeHandlers } from './modules/home/handlers';
import { idCheckHandlers } from './modules/id-check/handlers';
import { promotionHandlers } from './modules/promotion/handlers';
import { userHandlers } from './modules/user/handlers';

/** Every contract endpoint this server answers, by contract name. */
export const handlers: HandlerTable = {
  ...homeHandlers,
  ...catalogHandlers,
  ...currencyHandlers,
  ...userHandlers,
  ...promotionHandlers,
  ...contentHandlers,
  ...idCheckHandlers,
};
