import type { ApiClient } from '@storefront/api-client';
import { createServerApiClient } from '@storefront/state';
import type { PageContextServer } from 'vike/types';

/** Where SSR reaches the API server (never through the gateway). */
export function apiInternalUrl(): string {
  return process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3003';
}

/**
 * An API client for this request, with the visitor's token, guest id and locale from its cookies,
 * and its request id.
 */
export function serverApiClient(
  pageContext: Pick<PageContextServer, 'headers' | 'requestId'>,
): ApiClient {
  return createServerApiClient({
    baseURL: apiInternalUrl(),
    cookieHeader: pageContext.headers?.cookie,
    requestId: pageContext.requestId,
  });
}
