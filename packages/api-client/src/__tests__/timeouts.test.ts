import { describe, expect, it } from 'vitest';
import {
  type ApiClientOptions,
  ApiError,
  createApiClient,
  DEFAULT_TIMEOUT,
  routes,
} from '../index';
import { routeEntries, sdkMethods } from './support/sdk';
import { stall, useTestServer } from './support/server';

const server = useTestServer();

/** The spec's endpoint time-outs (section 9). */
const SPEC_TIMEOUTS: Record<string, number> = {
  'orderDeal.add': 30_000,
  'legacy.order.create': 30_000,
  'orderDeal.pay': 90_000,
  'legacy.order.pay': 90_000,
  'orderDeal.detail': 20_000,
  'legacy.order.detail': 20_000,
  'legacy.order.checkid': 20_000,
  'idCheck.check': 20_000,
};

/**
 * Payment endpoints outside the spec's list to which the SDK also gives the pay time-out.
 * Not in the spec nor in the brief ("the client default for others"): reported, asserted as-is.
 */
const SDK_PAYMENT_TIMEOUTS: Record<string, number> = {
  'user.deposit': 90_000,
  'legacy.shopcart.orderspay': 90_000,
  'legacy.link.payOrder': 90_000,
};

/** Calls every SDK method once and returns the `timeout` each request config carried. */
async function recordTimeouts(options: ApiClientOptions = {}) {
  const client = createApiClient({ baseURL: server.url, ...options });
  const seen: Array<{ url: string | undefined; timeout: number | undefined }> = [];
  client.http.interceptors.request.use((config) => {
    seen.push({ url: config.url, timeout: config.timeout });
    return config;
  });
  const timeouts = new Map<string, number | undefined>();
  for (const [name, call] of sdkMethods(client)) {
    seen.length = 0;
    await call({});
    expect(seen, name).toHaveLength(1);
    timeouts.set(name, seen[0]?.timeout);
  }
  return timeouts;
}

function expected(name: string, clientDefault: number): number {
  return SPEC_TIMEOUTS[name] ?? SDK_PAYMENT_TIMEOUTS[name] ?? clientDefault;
}

describe('endpoint time-outs on the request config', () => {
  it('the spec time-outs, 15000 by default for every other endpoint', async () => {
    const timeouts = await recordTimeouts();
    expect(DEFAULT_TIMEOUT).toBe(15_000);
    for (const name of Object.keys(SPEC_TIMEOUTS)) expect(timeouts.has(name), name).toBe(true);
    for (const [name, timeout] of timeouts) expect(timeout, name).toBe(expected(name, 15_000));
    // Every endpoint was called (one method per route).
    expect(timeouts.size).toBe(routeEntries(routes).size);
  });

  it('options.timeout replaces the default but not the endpoint time-outs', async () => {
    const timeouts = await recordTimeouts({ timeout: 4_321 });
    for (const [name, timeout] of timeouts) expect(timeout, name).toBe(expected(name, 4_321));
    expect(timeouts.get('shopHome.initData')).toBe(4_321);
    expect(timeouts.get('orderDeal.pay')).toBe(90_000);
  });

  it('the SDK also gives the pay time-out to deposit, cart orderspay and link payOrder', async () => {
    const timeouts = await recordTimeouts();
    for (const [name, timeout] of Object.entries(SDK_PAYMENT_TIMEOUTS)) {
      expect(timeouts.get(name), name).toBe(timeout);
    }
  });

  it('a per-call timeout overrides the endpoint one', async () => {
    const client = createApiClient({ baseURL: server.url });
    const seen: Array<number | undefined> = [];
    client.http.interceptors.request.use((config) => {
      seen.push(config.timeout);
      return config;
    });
    await client.orderDeal.pay(
      { orderNo: 'SF20261121-7KQ2M9', method: 'balance' },
      { timeout: 1_234 },
    );
    await client.shopHome.initData({ timeout: 50_000 });
    expect(seen).toEqual([1_234, 50_000]);
  });

  it('a per-call { timeout: 100 } against a stalled server rejects with code -1 quickly', async () => {
    server.handle(stall);
    const client = createApiClient({ baseURL: server.url });
    const started = Date.now();
    const error = await client.orderDeal
      .detail({ orderNo: 'SF20261121-7KQ2M9' }, { timeout: 100 })
      .then(
        () => null,
        (reason: unknown) => reason,
      );
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: -1, status: 0, message: 'Network Error' });
    expect(elapsed).toBeGreaterThanOrEqual(90);
    expect(elapsed).toBeLessThan(1_500);
  });
});
