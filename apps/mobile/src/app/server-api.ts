import type { ApiClient } from '@storefront/api-client';
import { createServerApiClient } from '@storefront/state';
import type { PageContextServer } from 'vike/types';

/**
 * An API client for this request, with the visitor's token, guest id and locale from its cookies,
 * and its request id and trace.
 */
export function serverApiClient(
  pageContext: Pick<PageContextServer, 'headers' | 'requestId' | 'traceparent'>,
): ApiClient {
  return createServerApiClient({
    cookieHeader: pageContext.headers?.cookie,
    requestId: pageContext.requestId,
    traceparent: pageContext.traceparent,
  });
}
