/** Where the mobile app's assets live in URLs (vike's `baseAssets`; the gateway routes on it). */
export const ASSET_PREFIX = '/_mobile/';
