import { section } from './section';

/** Search box, suggestions and search history. */
export const search = section({
  en: {},
  id: {},
});
