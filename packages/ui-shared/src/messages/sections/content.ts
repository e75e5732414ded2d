import { section } from './section';

/** Promotions, help, about and legal. */
export const content = section({
  en: {},
  id: {},
});
