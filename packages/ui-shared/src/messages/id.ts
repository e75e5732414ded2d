import type { MessageKey } from './en';
import { catalog } from './sections/catalog';
import { checkout } from './sections/checkout';
import { content } from './sections/content';
import { product } from './sections/product';
import { search } from './sections/search';
import { shell } from './sections/shell';

/** Indonesian (Bahasa Indonesia). */
export const id: Readonly<Record<MessageKey, string>> = {
  ...shell.id,
  ...catalog.id,
  ...product.id,
  ...search.id,
  ...content.id,
  ...checkout.id,
};
