import axios, { type AxiosInstance } from 'axios';
import type { ApiError } from './errors';
import { isDownloadResponse, toDownload } from './http/download';
import { isEnvelope, readBody } from './http/envelope';
import { keepKnownDevices, runsWithoutCookieJar } from './http/known-device';
import { isOtherOrigin } from './http/origin';
import { serializeQuery } from './http/query';
import { type CallConfig, createCaller } from './http/request';
import { errorFromAxios, errorFromEnvelope, isCancellation } from './http/to-api-error';
import { type ApiResources, createResources } from './resources';

export const DEFAULT_TIMEOUT = 15_000;

type Getter = () => string | null | undefined;

export interface ApiClientOptions {
  /** Where the API lives: `''` (same origin) in a browser, `http://127.0.0.1:3003` in SSR. */
  baseURL?: string;
  /** Read before every request; sent as `accept-language`. */
  getLocaleCode?: Getter;
  /** Read before every request; sent as the `guestId` header. */
  getGuestId?: Getter;
  /** Read before every request; sent as `Authorization: Bearer {token}` when present. */
  getToken?: Getter;
  /** Called on every 401 (HTTP status or body code): log out and open the login. */
  onUnauthorized?: (error: ApiError) => void;
  /** Called with every failed call's error, so the app can show `error.message`. */
  onError?: (error: ApiError) => void;
  /**
   * Where `idCheck.check` goes (defaults to the API's built-in `/api/IdCheck/Check`);
   * `legacy.order.checkid` always calls the API's `/api/order/checkid`.
   */
  idCheckURL?: string;
  /** Milliseconds for calls whose endpoint sets none (default 15 s). */
  timeout?: number;
  /**
   * In Node (no cookie jar): keep each account's known-device cookie from its login answer and send
   * it back on its later logins (default true). Browsers keep the cookie themselves.
   */
  keepKnownDevice?: boolean;
}

function createHttp(options: ApiClientOptions): AxiosInstance {
  const http = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeout ?? DEFAULT_TIMEOUT,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    paramsSerializer: { serialize: serializeQuery },
  });

  http.interceptors.request.use((config) => {
    const localeCode = options.getLocaleCode?.();
    if (localeCode) config.headers.set('accept-language', localeCode);
    // Identity goes only to the API itself, never to an absolute (external) address.
    if (isOtherOrigin(config.url)) return config;
    const guestId = options.getGuestId?.();
    if (guestId) config.headers.set('guestId', guestId);
    const token = options.getToken?.();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  if ((options.keepKnownDevice ?? true) && runsWithoutCookieJar()) keepKnownDevices(http);

  return http;
}

/**
 * Creates a storefront API client: one axios instance (`client.http`) and a typed method for every
 * endpoint, resolving to the envelope's `data` and rejecting with `ApiError`.
 *
 * @example
 * const client = createApiClient({
 *   baseURL: 'http://127.0.0.1:3003',
 *   getLocaleCode: () => 'en',
 *   getGuestId: () => localStorage.getItem('guestId'),
 *   getToken: () => Cookies.get('token'),
 *   onUnauthorized: () => openLogin(),
 *   onError: (error) => toast.error(error.message),
 * });
 * const { guestId, gameCateList } = await client.shopHome.initData();
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http = createHttp(options);

  const report = (error: ApiError, config?: CallConfig): ApiError => {
    const unauthorized = error.status === 401 || error.code === 401;
    if (unauthorized) options.onUnauthorized?.(error);
    // A 401 is always said: the screen that asked is left for the login, so it cannot say it.
    if (config?.report !== false || unauthorized) options.onError?.(error);
    return error;
  };

  http.interceptors.response.use(
    async (response) => {
      if (isDownloadResponse(response)) return toDownload(response);
      if (
        response.config.responseType === 'arraybuffer' ||
        response.config.responseType === 'blob'
      ) {
        response.data = await readBody(response.data);
      }
      if (isEnvelope(response.data) && response.data.code !== 0) {
        throw report(errorFromEnvelope(response, response.data), response.config);
      }
      return response;
    },
    async (error) => {
      if (isCancellation(error) || !axios.isAxiosError(error)) throw error;
      throw report(await errorFromAxios(error), error.config);
    },
  );

  const call = createCaller(http, report);
  return {
    http,
    ...createResources(call, { idCheckURL: options.idCheckURL }),
  };
}

/**
 * The client: its axios instance and one group of typed methods per API area. An interface (not
 * the inferred object) so the type declarations keep every method's documentation and name the
 * response types (`Promise<Order>`) instead of writing them out.
 */
export interface ApiClient extends ApiResources {
  /** The client's axios instance: add interceptors here. */
  http: AxiosInstance;
}
