import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../shop/secrets';

/**
 * The cookie that makes a browser a known device of one account: set by every successful login, it
 * lets that browser log in even while strangers' failures throttle the account (see login-throttle).
 * Not `sf_device`: that one is the gateway's layout choice.
 */
export const KNOWN_DEVICE_COOKIE = 'sf_known_device';

/** A browser that has logged into `userId` before. */
export interface KnownDevice {
  userId: number;
  /** Random, chosen at the device's first login; names the device's own attempt counter. */
  deviceId: string;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const WHOLE_NUMBER = /^[1-9][0-9]{0,15}$/;

/**
 * `<user id>.<device id>.<expiry in unix seconds>.<signature>`: the signature is an HMAC keyed by
 * the API's secrets key (through `SecretBox.hash`), so any process of the store checks it without a
 * database lookup and nobody else can make one.
 */
function signature(secrets: SecretBox, payload: string): string {
  return secrets.hash(`${KNOWN_DEVICE_COOKIE}:${payload}`);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The device a cookie value proves, or null when it is forged, altered, malformed or expired. */
export function openKnownDevice(secrets: SecretBox, value: string, now: Date): KnownDevice | null {
  const [userId, deviceId, expiry, mac, ...rest] = value.split('.');
  if (rest.length > 0 || !userId || !deviceId || !expiry || !mac) return null;
  if (!WHOLE_NUMBER.test(userId) || !DEVICE_ID.test(deviceId) || !WHOLE_NUMBER.test(expiry)) {
    return null;
  }
  if (!sameText(mac, signature(secrets, `${userId}.${deviceId}.${expiry}`))) return null;
  if (Number(expiry) * 1000 <= now.getTime()) return null;
  return { userId: Number(userId), deviceId };
}

/** Every `sf_known_device` value in a `Cookie` header (a browser may send more than one). */
export function knownDeviceValues(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
    .map((pair) => pair.slice(KNOWN_DEVICE_COOKIE.length + 1));
}

/** The device of this account that the request's cookies prove, if any. */
export function knownDeviceOf(
  secrets: SecretBox,
  cookieHeader: string | undefined,
  userId: number,
  now: Date,
): KnownDevice | null {
  for (const value of knownDeviceValues(cookieHeader)) {
    const device = openKnownDevice(secrets, value, now);
    if (device?.userId === userId) return device;
  }
  return null;
}

/**
 * The `Set-Cookie` header of a login: the device kept (or a new one), signed until `ttlMs` from
 * now. HttpOnly (no script reads it), SameSite=Lax, sent only to `/api`, Secure over https.
 */
export function knownDeviceCookie(
  secrets: SecretBox,
  device: { userId: number; deviceId: string | null },
  options: { now: Date; ttlMs: number; secure: boolean },
): string {
  const deviceId = device.deviceId ?? randomBytes(16).toString('base64url');
  const expiry = Math.floor((options.now.getTime() + options.ttlMs) / 1000);
  const payload = `${device.userId}.${deviceId}.${expiry}`;
  const value = `${payload}.${signature(secrets, payload)}`;
  const attributes = [
    `Max-Age=${Math.floor(options.ttlMs / 1000)}`,
    'Path=/api',
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.secure) attributes.push('Secure');
  return [`${KNOWN_DEVICE_COOKIE}=${value}`, ...attributes].join('; ');
}
