import type { Config } from 'vike/types';
import { ASSET_PREFIX } from '../src/app/asset-prefix';

export default {
  // The gateway sends `/_mobile/*` to this app: every asset URL carries the prefix.
  baseAssets: ASSET_PREFIX,
  clientRouting: true,
  hydrationCanBeAborted: true,
  passToClient: ['buildId', 'locale', 'currencyId', 'hasSession', 'abortReason', 'abortStatusCode'],
} satisfies Config;
