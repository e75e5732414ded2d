import {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  InstanceSet,
  parseOriginList,
  REQUEST_ID_HEADER,
  spreadOverInstances,
  TRACEPARENT_HEADER,
} from '@storefront/api-client';
import { localeCodeAtom } from './atoms/config';
import { guestIdAtom } from './atoms/user';
import { readRequestIdentity, readTokenCookie } from './cookies';
import { type Device, handleUnauthorized } from './session';
import { hydrate, type StateStore } from './store';

type ClientSettings = Pick<ApiClientOptions, 'onError' | 'idCheckURL' | 'timeout'>;

export interface StoreApiClientOptions extends ClientSettings {
  /** Defaults to `''`: the page's own origin, where the gateway serves `/api`. */
  baseURL?: string;
  device: Device;
  /** The router's navigate; a 401 on mobile goes to the login page with it. */
  navigate: (path: string) => void;
}

/**
 * The browser's API client: the token from the `token` cookie, `guestId` and `accept-language`
 * from `store`, and a 401 handled by `handleUnauthorized`.
 */
export function createStoreApiClient(
  store: StateStore,
  { device, navigate, ...options }: StoreApiClientOptions,
): ApiClient {
  return createApiClient({
    ...options,
    getToken: readTokenCookie,
    getGuestId: () => {
      hydrate(store);
      return store.get(guestIdAtom);
    },
    getLocaleCode: () => {
      hydrate(store);
      return store.get(localeCodeAtom);
    },
    onUnauthorized: () => handleUnauthorized(store, device, navigate),
  });
}

/** Where SSR reaches the API server when `API_INTERNAL_URL` is unset or empty. */
export const DEFAULT_API_INTERNAL_URL = 'http://127.0.0.1:3003';

type Env = Readonly<Record<string, string | undefined>>;

function processEnv(): Env {
  return typeof process === 'undefined' ? {} : process.env;
}

/**
 * Where SSR reaches the API server (directly, never through the gateway): the origins of
 * `API_INTERNAL_URL`, a comma-separated list of its instances.
 */
export function apiInternalOrigins(env: Env = processEnv()): string[] {
  return parseOriginList('API_INTERNAL_URL', env.API_INTERNAL_URL, DEFAULT_API_INTERNAL_URL);
}

let shared: { list: string | undefined; instances: InstanceSet } | null = null;

/** The API's instances, one set (and one background `/readyz` check) per process. */
function apiInstances(): InstanceSet {
  const list = processEnv().API_INTERNAL_URL;
  if (shared && shared.list === list) return shared.instances;
  shared?.instances.stop();
  const instances = new InstanceSet(apiInternalOrigins()).start();
  shared = { list, instances };
  return instances;
}

export interface ServerApiClientOptions extends ClientSettings {
  /** One API server's address; left out, calls spread over the instances of `API_INTERNAL_URL`. */
  baseURL?: string;
  /** The incoming request's `Cookie` header. */
  cookieHeader: string | null | undefined;
  /** A server cannot open the login; it may redirect instead. */
  onUnauthorized?: ApiClientOptions['onUnauthorized'];
  /** The page request's id (`pageContext.requestId`): sent as `x-request-id`, so the API logs it too. */
  requestId?: string;
  /** The page request's `traceparent` for the API (`pageContext.traceparent`): the API logs its trace id. */
  traceparent?: string;
}

/**
 * An API client for one SSR request: token, guest id and locale come from its cookies, and every
 * call carries the request's id and trace.
 */
export function createServerApiClient({
  cookieHeader,
  requestId,
  traceparent,
  ...options
}: ServerApiClientOptions): ApiClient {
  const identity = readRequestIdentity(cookieHeader);
  const instances = options.baseURL === undefined ? apiInstances() : null;
  const client = createApiClient({
    ...options,
    baseURL: options.baseURL ?? instances?.origins[0],
    getToken: () => identity.token,
    getGuestId: () => identity.guestId,
    getLocaleCode: () => identity.localeCode,
  });
  if (instances) spreadOverInstances(client.http, instances);
  if (requestId || traceparent) {
    client.http.interceptors.request.use((config) => {
      if (requestId) config.headers.set(REQUEST_ID_HEADER, requestId);
      if (traceparent) config.headers.set(TRACEPARENT_HEADER, traceparent);
      return config;
    });
  }
  return client;
}
