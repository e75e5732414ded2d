import type { AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { routes } from '../routes';
import { isOtherOrigin } from './origin';

/**
 * The API's known-device cookie: set by every successful login, it lets that client log in while
 * strangers' failures throttle the account (API README, "Login throttle").
 */
export const KNOWN_DEVICE_COOKIE = 'sf_known_device';

const LOGIN_PATHS: ReadonlySet<string> = new Set([
  routes.user.login.path,
  routes.legacy.user.login.path,
]);

/** Node has no cookie jar, so the client keeps the cookie there; a browser keeps it by itself. */
export function runsWithoutCookieJar(): boolean {
  const runtime = globalThis as { document?: unknown; process?: { versions?: { node?: unknown } } };
  return runtime.document === undefined && typeof runtime.process?.versions?.node === 'string';
}

function isLoginCall(config: { url?: string | undefined }): boolean {
  return !isOtherOrigin(config.url) && LOGIN_PATHS.has(config.url ?? '');
}

/** The login's email as the device is remembered under: the body before or after serialising. */
function emailOf(data: unknown): string | null {
  let body = data;
  if (typeof data === 'string') {
    try {
      body = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

function deviceValueOf(response: AxiosResponse): string | null {
  const setCookie: unknown = response.headers['set-cookie'];
  const lines = Array.isArray(setCookie) ? setCookie : [setCookie];
  for (const line of lines) {
    if (typeof line !== 'string' || !line.startsWith(`${KNOWN_DEVICE_COOKIE}=`)) continue;
    const value = line
      .slice(KNOWN_DEVICE_COOKIE.length + 1)
      .split(';')[0]
      ?.trim();
    if (value) return value;
  }
  return null;
}

function withDeviceCookie(config: InternalAxiosRequestConfig, value: string) {
  const cookie = `${KNOWN_DEVICE_COOKIE}=${value}`;
  const given = config.headers.get('Cookie');
  config.headers.set('Cookie', typeof given === 'string' && given ? `${given}; ${cookie}` : cookie);
  return config;
}

/**
 * In Node: remembers the known-device cookie of each account's successful login (by email) and
 * sends it back on that account's later logins, as a browser would. In memory, for the life of the
 * client: one client per end user (never one shared by a server's many users).
 */
export function keepKnownDevices(http: AxiosInstance): void {
  const devices = new Map<string, string>();
  http.interceptors.request.use((config) => {
    const email = isLoginCall(config) ? emailOf(config.data) : null;
    const value = email ? devices.get(email) : undefined;
    return value ? withDeviceCookie(config, value) : config;
  });
  http.interceptors.response.use((response) => {
    const email = isLoginCall(response.config) ? emailOf(response.config.data) : null;
    const value = email ? deviceValueOf(response) : null;
    if (email && value) devices.set(email, value);
    return response;
  });
}
