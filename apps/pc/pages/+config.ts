import type { Config } from 'vike/types';

export default {
  baseAssets: '/_pc/',
  prerender: false,
  clientRouting: true,
  hydrationCanBeAborted: true,
  passToClient: ['buildId', 'locale', 'currencyId', 'hasSession', 'abortReason', 'abortStatusCode'],
} satisfies Config;
