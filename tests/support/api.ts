import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The `data` of a POST to the store's API through the gateway: `endpoint` is `ShopGame/Detail`, or a
 * full URL to bypass the gateway. Asks in `locale` (cookie and `accept-language`, as the apps do) and
 * fails the test with the server's answer when the call does not succeed.
 */
export async function apiData<Data>(
  request: APIRequestContext,
  endpoint: string,
  body: object = {},
  locale: 'en' | 'id' = 'en',
): Promise<Data> {
  const url = /^https?:/.test(endpoint) ? endpoint : `/api/${endpoint}`;
  const response = await request.post(url, {
    data: body,
    headers: { cookie: `sf_locale=${locale}`, 'accept-language': locale },
  });
  expect(response.ok(), `${endpoint}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: Data }).data;
}
