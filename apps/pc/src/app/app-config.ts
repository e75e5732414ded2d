import { ASSET_PREFIXES } from '@storefront/ui-shared/device';
import { BRAND_NAME } from '@storefront/ui-shared/tokens';

export const DEVICE = 'pc';
/** vike's `baseAssets`: the gateway routes `/_pc/...` here. */
export const ASSET_PREFIX = ASSET_PREFIXES[DEVICE];
export const APP_TITLE = BRAND_NAME;
/** Where the "Mobile site" link goes: the gateway's switch, which remembers the choice. */
export function switchToMobileHref(path: string): string {
  return `/_switch?to=mobile&next=${encodeURIComponent(path)}`;
}
