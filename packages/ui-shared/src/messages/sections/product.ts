import { section } from './section';

/** The product page: packs, account forms, check, quantity, buy. */
export const product = section({
  en: {},
  id: {},
});
