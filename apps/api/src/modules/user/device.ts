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

/** A new account's device epoch (the column's default). */
export const FIRST_DEVICE_EPOCH = 0;

/** The account a cookie is checked for: its id and device epoch (bumped by every new password). */
export interface DeviceAccount {
  id: number;
  deviceEpoch: number;
}

export function deviceAccountOf(user: { id: number; device_epoch: number }): DeviceAccount {
  return { id: user.id, deviceEpoch: user.device_epoch };
}

/**
 * `<user id>.<device id>.<expiry in unix seconds>.<signature>`: the signature is an HMAC keyed by
 * the API's secrets key (through `SecretBox.hash`), so any process of the store checks it without a
 * database lookup and nobody else can make one. It also signs the account's device epoch, which is
 * not in the cookie: once a password reset or change bumps the epoch, every cookie signed before
 * stops proving a device, a stolen one included.
 */
function signature(secrets: SecretBox, payload: string, epoch: number): string {
  // Epoch 0 signs what cookies signed before epochs existed: those stay valid until a new password.
  const epochPart = epoch === 0 ? '' : `:epoch-${epoch}`;
  return secrets.hash(`${KNOWN_DEVICE_COOKIE}:${payload}${epochPart}`);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The device of `account` a cookie value proves, or null when it is forged, altered, malformed,
 * expired, another account's, or signed before the account's last new password.
 */
export function openKnownDevice(
  secrets: SecretBox,
  value: string,
  account: DeviceAccount,
  now: Date,
): KnownDevice | null {
  const [userId, deviceId, expiry, mac, ...rest] = value.split('.');
  if (rest.length > 0 || !userId || !deviceId || !expiry || !mac) return null;
  if (!WHOLE_NUMBER.test(userId) || !DEVICE_ID.test(deviceId) || !WHOLE_NUMBER.test(expiry)) {
    return null;
  }
  if (Number(userId) !== account.id) return null;
  const expected = signature(secrets, `${userId}.${deviceId}.${expiry}`, account.deviceEpoch);
  if (!sameText(mac, expected)) return null;
  if (Number(expiry) * 1000 <= now.getTime()) return null;
  return { userId: account.id, deviceId };
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
  account: DeviceAccount,
  now: Date,
): KnownDevice | null {
  for (const value of knownDeviceValues(cookieHeader)) {
    const device = openKnownDevice(secrets, value, account, now);
    if (device) return device;
  }
  return null;
}

/**
 * The `Set-Cookie` header of a login: the device kept (or a new one when `deviceId` is null),
 * signed with the account's device epoch until `ttlMs` from now. HttpOnly (no script reads it),
 * SameSite=Lax, sent only to `/api`, Secure over https.
 */
export function knownDeviceCookie(
  secrets: SecretBox,
  account: DeviceAccount,
  deviceId: string | null,
  options: { now: Date; ttlMs: number; secure: boolean },
): string {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  const expiry = Math.floor((options.now.getTime() + options.ttlMs) / 1000);
  const payload = `${account.id}.${id}.${expiry}`;
  const value = `${payload}.${signature(secrets, payload, account.deviceEpoch)}`;
  const attributes = [
    `Max-Age=${Math.floor(options.ttlMs / 1000)}`,
    'Path=/api',
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.secure) attributes.push('Secure');
  return [`${KNOWN_DEVICE_COOKIE}=${value}`, ...attributes].join('; ');
}
