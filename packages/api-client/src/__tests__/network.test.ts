import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../index';
import { closedPort, stall, useTestServer } from './support/server';

const server = useTestServer();

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('Expected the call to reject');
    },
    (reason: unknown) => reason,
  );
}

async function until(condition: () => boolean): Promise<void> {
  await expect.poll(condition, { interval: 5, timeout: 2_000 }).toBe(true);
}

function expectNetworkError(error: unknown): void {
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: -1, status: 0, message: 'Network Error', data: null });
}

describe('no answer', () => {
  it('a closed port rejects with code -1, status 0, "Network Error"', async () => {
    const onError = vi.fn();
    const client = createApiClient({ baseURL: `http://127.0.0.1:${await closedPort()}`, onError });
    const error = await rejection(client.shopHome.initData());
    expectNetworkError(error);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('an unresolvable host rejects the same way', async () => {
    const onError = vi.fn();
    const client = createApiClient({
      baseURL: 'http://nonexistent.invalid',
      onError,
      timeout: 3_000,
    });
    const error = await rejection(client.shopHome.initData());
    expectNetworkError(error);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a stalled server hits the client time-out and rejects the same way', async () => {
    server.handle(stall);
    const onError = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL: server.url, timeout: 200, onError, onUnauthorized });
    const started = Date.now();
    const error = await rejection(client.shopGame.list());
    const elapsed = Date.now() - started;
    expectNetworkError(error);
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(2_000);
    expect(server.requests).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('aborting', () => {
  it("an aborted call rejects with axios' CanceledError and is not reported", async () => {
    server.handle(stall);
    const onError = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL: server.url, onError, onUnauthorized });
    const controller = new AbortController();
    const pending = rejection(
      client.orderDeal.pay(
        { orderNo: 'SF20261121-7KQ2M9', method: 'balance' },
        { signal: controller.signal },
      ),
    );
    await until(() => server.requests.length === 1);
    controller.abort();
    const error = await pending;

    expect(axios.isCancel(error)).toBe(true);
    expect(error).toBeInstanceOf(axios.CanceledError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an already aborted signal never reaches the server', async () => {
    const onError = vi.fn();
    const client = createApiClient({ baseURL: server.url, onError });
    const error = await rejection(client.shopCart.num({ signal: AbortSignal.abort() }));
    expect(axios.isCancel(error)).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(0);
  });
});
