import { ASSET_PREFIXES } from '@storefront/ui-shared/device';

/** Where the mobile app's assets live in URLs (vike's `baseAssets`; the gateway routes on it). */
export const ASSET_PREFIX = ASSET_PREFIXES.mobile;
