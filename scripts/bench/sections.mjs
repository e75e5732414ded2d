// Every section `pnpm bench` runs, in order. A section exports `name` and `measure(ctx)`.
import * as balance from './balance.mjs';
import * as cache from './cache.mjs';
import * as catalogue from './catalogue.mjs';
import * as lighthouse from './lighthouse.mjs';
import * as pages from './pages.mjs';
import * as purchases from './purchases.mjs';
import * as receipts from './receipts.mjs';
import * as ssr from './ssr.mjs';
import * as tables from './tables.mjs';

export const sections = [
  ssr,
  pages,
  cache,
  lighthouse,
  purchases,
  catalogue,
  balance,
  tables,
  receipts,
];
