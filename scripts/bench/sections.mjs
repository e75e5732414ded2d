// Every section `pnpm bench` runs, in order. A section exports `name` and `measure(ctx)`.
import * as cache from './cache.mjs';
import * as catalogue from './catalogue.mjs';
import * as lighthouse from './lighthouse.mjs';
import * as pages from './pages.mjs';
import * as purchases from './purchases.mjs';
import * as receipts from './receipts.mjs';
import * as ssr from './ssr.mjs';

export const sections = [ssr, pages, cache, lighthouse, purchases, catalogue, receipts];
