import type { Config } from 'vike/types';
import { ASSET_PREFIX } from '../src/app/app-config';

export default {
  baseAssets: ASSET_PREFIX,
  prerender: false,
  clientRouting: true,
  hydrationCanBeAborted: true,
  passToClient: ['buildId', 'locale', 'currencyId', 'hasSession', 'abortReason', 'abortStatusCode'],
} satisfies Config;
