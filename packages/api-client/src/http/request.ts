import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { ApiError } from '../errors';
import type { RouteDefinition } from '../routes';
import { downloadResponseType } from './download';
import { isEnvelope } from './envelope';
import { errorFromEnvelope } from './to-api-error';

/** Per-call settings every endpoint method accepts as its last argument. */
export interface RequestOptions {
  /** Aborts the call; an aborted call rejects with axios' `CanceledError` and is not reported. */
  signal?: AbortSignal;
  /** Milliseconds; overrides the endpoint's and the client's time-out. */
  timeout?: number;
  /** Extra headers, e.g. `{ 'Idempotency-Key': crypto.randomUUID() }` on a payment. */
  headers?: Record<string, string>;
  /**
   * `false` when the screen shows this call's failure itself (a lookup's "not found" next to its
   * form): it still rejects, but `onError` (the app's error toast) is not called, so the customer
   * is not told twice. A 401 is the exception: it reaches `onUnauthorized` and `onError` alike,
   * since the screen is left for the login and cannot say it.
   */
  report?: boolean;
}

/**
 * The axios config of a call, with whether its failure goes to `onError`, and whether it may be
 * sent again after a dropped connection (`RouteDefinition.repeatable`, or a GET).
 */
export type CallConfig = AxiosRequestConfig & { report?: boolean; repeatable?: boolean };

/** Sends one endpoint call; the response interceptor has already rejected every failure. */
export type EndpointCaller = <Data>(
  route: RouteDefinition,
  payload?: unknown,
  options?: RequestOptions,
) => Promise<Data>;

function configFor(
  route: RouteDefinition,
  payload: unknown,
  options: RequestOptions,
): AxiosRequestConfig {
  const config: CallConfig = {
    method: route.method,
    url: route.path,
    signal: options.signal,
    headers: options.headers,
  };
  if (options.report === false) config.report = false;
  if (route.repeatable) config.repeatable = true;
  const timeout = options.timeout ?? route.timeout;
  if (timeout !== undefined) config.timeout = timeout;
  if (route.method === 'GET') {
    config.params = payload;
  } else {
    config.data = payload ?? {};
    if (route.stamped) config.params = { stamp: Date.now() };
  }
  if (route.download) config.responseType = downloadResponseType();
  return config;
}

export function createCaller(
  http: AxiosInstance,
  report: (error: ApiError, config?: CallConfig) => ApiError,
): EndpointCaller {
  return async <Data>(route: RouteDefinition, payload?: unknown, options: RequestOptions = {}) => {
    const config = configFor(route, payload, options);
    const response = await http.request(config);
    if (route.download && 'filename' in response) return response as Data;
    if (!isEnvelope(response.data))
      throw report(errorFromEnvelope(response, response.data), config);
    return response.data.data as Data;
  };
}
