import { section } from './section';

/** Game grids, lists and prices. */
export const catalog = section({
  en: {},
  id: {},
});
