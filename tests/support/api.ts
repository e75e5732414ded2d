import type { APIRequestContext } from '@playwright/test';
import { type ApiClient, createApiClient, isEnvelope } from '@storefront/api-client';
import type { Money } from '@storefront/api-client/contract';

/** Who an API call is made for: a logged-in user (token) or a guest (guest id). */
export type Caller = { token: string } | { guestId: string };

export interface StoreApiOptions {
  /** The user or guest the calls are made for; nobody when absent. */
  caller?: Caller;
  /** The language asked for (`accept-language`, as the apps send it); English when absent. */
  locale?: 'en' | 'id';
}

type HttpAdapter = NonNullable<ApiClient['http']['defaults']['adapter']>;
type AdapterConfig = Parameters<Extract<HttpAdapter, (...args: never[]) => unknown>>[0];

/**
 * The store's SDK (`createApiClient`) for the e2e setup: its calls go through `request`, the test's
 * Playwright request context (its base URL is the gateway's, and the calls show in the test's
 * trace). API errors reject with the SDK's `ApiError`, whose message is the server's.
 */
export function storeApi(
  request: APIRequestContext,
  { caller, locale = 'en' }: StoreApiOptions = {},
): ApiClient {
  const client = createApiClient({
    getLocaleCode: () => locale,
    getToken: () => (caller && 'token' in caller ? caller.token : null),
    getGuestId: () => (caller && 'guestId' in caller ? caller.guestId : null),
  });
  client.http.defaults.adapter = async (config: AdapterConfig) => {
    const url = client.http.getUri(config);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON())) {
      if (value !== undefined && value !== null) headers[name] = String(value);
    }
    const response = await request.fetch(url, {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      data: config.data as string | undefined,
      timeout: config.timeout,
      maxRedirects: 0,
    });
    const text = await response.text();
    const failed = !response.ok();
    // An API error comes as the envelope with its code: the SDK turns it into an `ApiError`.
    if (failed && !isEnvelope(parsed(text))) {
      throw new Error(`${config.method?.toUpperCase()} ${url}: ${response.status()} ${text}`);
    }
    return {
      data: text,
      status: response.status(),
      statusText: response.statusText(),
      headers: response.headers(),
      config,
      request: {},
    };
  };
  return client;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What the buy box totals: the price through the first channel a guest can pick for it. */
export async function guestChannelTotal(
  request: APIRequestContext,
  packId: number,
  quantity: number,
): Promise<Money> {
  const { channels } = await storeApi(request).orderDeal.channels({ packId, quantity });
  const first = channels.find((channel) => channel.refusal === null);
  if (!first) throw new Error(`no channel takes pack ${packId} x${quantity}`);
  return first.total;
}
