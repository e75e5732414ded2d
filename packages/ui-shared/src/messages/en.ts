import { catalog } from './sections/catalog';
import { checkout } from './sections/checkout';
import { content } from './sections/content';
import { product } from './sections/product';
import { search } from './sections/search';
import { shell } from './sections/shell';

/** English: the reference catalogue; every other language has exactly these keys. */
export const en = {
  ...shell.en,
  ...catalog.en,
  ...product.en,
  ...search.en,
  ...content.en,
  ...checkout.en,
} as const;

export type MessageKey = keyof typeof en;
