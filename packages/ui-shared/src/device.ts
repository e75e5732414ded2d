import type { Device } from '@storefront/state';

/** The two layouts of the store: the desktop app (min width 1440px) and the phone app. */
export type { Device } from '@storefront/state';

/**
 * Where each app serves its static files in URLs (vike's `baseAssets`): the gateway routes on them,
 * so an asset never depends on the visitor's device.
 */
export const ASSET_PREFIXES = {
  pc: '/_pc/',
  mobile: '/_mobile/',
} as const satisfies Readonly<Record<Device, string>>;

/** Path prefixes that force a layout whatever the user agent: `/pc/...` and `/mobile/...`. */
export const DEVICE_PREFIXES = ['pc', 'mobile'] as const satisfies readonly Device[];

/**
 * Tablets get the pc layout. A tablet screen (768px and up) is closer to the 1440px desktop layout,
 * which shows the whole catalogue, than to the phone layout built for one thumb; iPadOS itself asks
 * for desktop sites. Checked first because iPad and some tablets also say "Mobile".
 */
const TABLET = /iPad|\(Tablet;|PlayBook|RIM Tablet/;

/** Phone platforms and phone-only browsers that do not always say "Mobile". */
const PHONE =
  /iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|UCWEB|UCBrowser|\(Phone;/;

/** KaiOS feature phones write the token in several cases. */
const KAIOS = /KaiOS/i;

/**
 * "Mobi" is the token phone browsers (Android phones, in-app browsers, Samsung Internet, Googlebot
 * smartphone...) carry. iPadOS web views may send "Macintosh" with "Mobile/": those are tablets.
 */
const MOBI = /Mobi/;
const MACINTOSH = /Macintosh/;

/**
 * Picks the layout for a user agent. Phones get `mobile`; desktops, tablets, crawlers that claim no
 * phone, tools like curl, and an empty or missing user agent get `pc`.
 */
export function detectDevice(userAgent: string | undefined | null): Device {
  if (!userAgent || TABLET.test(userAgent)) return 'pc';
  if (PHONE.test(userAgent) || KAIOS.test(userAgent)) return 'mobile';
  return MOBI.test(userAgent) && !MACINTOSH.test(userAgent) ? 'mobile' : 'pc';
}

/** The layout a path forces by its first segment (`/pc/help` -> `pc`), or null when it forces none. */
export function forcedDevice(pathname: string): Device | null {
  const first = pathname.split('/')[1];
  return DEVICE_PREFIXES.find((prefix) => prefix === first) ?? null;
}
