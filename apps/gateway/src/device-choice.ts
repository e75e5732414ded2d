import {
  ASSET_PREFIXES,
  type Device,
  detectDevice,
  forcedDevice,
} from '@storefront/ui-shared/device';

/** The cookie `GET /_switch` sets: the layout a visitor picked by hand. */
export const DEVICE_COOKIE = 'sf_device';

export type DeviceReason = 'prefix' | 'asset' | 'cookie' | 'user-agent';

export interface DeviceChoice {
  device: Device;
  /** What decided: `cookie` and `user-agent` answers vary by visitor, the others by path alone. */
  reason: DeviceReason;
}

function isDevice(value: string | undefined): value is Device {
  return value === 'pc' || value === 'mobile';
}

/** The `sf_device` value in a Cookie header, when it names a device. */
export function deviceCookie(cookieHeader: string | undefined): Device | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === DEVICE_COOKIE && isDevice(value)) return value;
  }
  return null;
}

function assetDevice(pathname: string): Device | null {
  if (pathname.startsWith(ASSET_PREFIXES.pc)) return 'pc';
  if (pathname.startsWith(ASSET_PREFIXES.mobile)) return 'mobile';
  return null;
}

/**
 * The app that answers a page or asset path, first match wins: a `/pc` or `/mobile` path prefix,
 * an asset prefix, the `sf_device` cookie, then the user agent (`detectDevice`).
 */
export function chooseDevice(
  pathname: string,
  headers: { cookie?: string | undefined; 'user-agent'?: string | undefined },
): DeviceChoice {
  const forced = forcedDevice(pathname);
  if (forced) return { device: forced, reason: 'prefix' };
  const asset = assetDevice(pathname);
  if (asset) return { device: asset, reason: 'asset' };
  const picked = deviceCookie(headers.cookie);
  if (picked) return { device: picked, reason: 'cookie' };
  return { device: detectDevice(headers['user-agent']), reason: 'user-agent' };
}
