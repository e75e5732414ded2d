import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isApiError } from '../index';
import { ok, sendJson, sendText, useTestServer } from './support/server';

const server = useTestServer();

function setup() {
  const onError = vi.fn<(error: ApiError) => void>();
  const onUnauthorized = vi.fn<(error: ApiError) => void>();
  const client = createApiClient({ baseURL: server.url, onError, onUnauthorized });
  return { client, onError, onUnauthorized };
}

/** Calls an endpoint and returns what it rejected with (fails when it resolves). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('Expected the call to reject');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('code 0', () => {
  it.each([
    ['an object', { guestId: 'g-1', gameCateList: [{ name: 'mobile-games' }] }],
    ['null', null],
    ['zero', 0],
    ['false', false],
    ['an array', [1, 2]],
  ])('resolves to data when data is %s', async (_label, data) => {
    const { client, onError, onUnauthorized } = setup();
    server.handle((_request, res) => sendJson(res, 200, { code: 0, message: 'ok', data }));
    await expect(client.shopHome.initData()).resolves.toEqual(data);
    expect(onError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('a 200 with a non-zero code', () => {
  it("rejects with the body's code and the server's message", async () => {
    const { client, onError } = setup();
    const body = { code: 4001, message: 'Pack sold out', data: { packId: 12 } };
    server.handle((_request, res) => sendJson(res, 200, body));
    const error = await failure(client.shopCart.add({ packId: 12, account: {} }));
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 4001,
      message: 'Pack sold out',
      status: 200,
    });
    expect(error.data).toEqual(body);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBe(error);
  });

  it.each([
    [404, '', 'Server resource not found'],
    [500, '', 'Server internal error'],
    [403, '   ', 'No permission to access this resource'],
    [1234, '', 'Request timeout, server not responding!'],
    [-7, undefined, 'Request timeout, server not responding!'],
  ])(
    'body code %i with message %j gets the catalogue message %j',
    async (code, message, expected) => {
      const { client } = setup();
      server.handle((_request, res) => sendJson(res, 200, { code, message, data: null }));
      const error = await failure(client.shopGame.list());
      expect(error.code).toBe(code);
      expect(error.message).toBe(expected);
      expect(error.status).toBe(200);
    },
  );

  it('body code 401 also calls onUnauthorized once with the error', async () => {
    const { client, onError, onUnauthorized } = setup();
    server.handle((_request, res) => sendJson(res, 200, { code: 401, message: '', data: null }));
    const error = await failure(client.user.summary());
    expect(error.code).toBe(401);
    expect(error.status).toBe(200);
    expect(error.message).toBe('Login status expired, please log in again');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('a 200 that is not an envelope (plain text) rejects and is reported once', async () => {
    const { client, onError } = setup();
    server.handle((_request, res) => sendText(res, 200, 'maintenance'));
    const error = await failure(client.shopHome.initData());
    expect(error.status).toBe(200);
    expect(error.data).toBe('maintenance');
    expect(error.message).toBe('Request timeout, server not responding!');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
  });
});

describe('HTTP error statuses (the catalogue)', () => {
  it.each([
    [404, 'Server resource not found'],
    [500, 'Server internal error'],
    [403, 'No permission to access this resource'],
    [401, 'Login status expired, please log in again'],
    [418, 'Request timeout, server not responding!'],
    [400, 'Request timeout, server not responding!'],
    [503, 'Request timeout, server not responding!'],
  ])('%i without a server message -> %j', async (status, message) => {
    const { client, onError, onUnauthorized } = setup();
    const body = { trace: `t-${status}` };
    server.handle((_request, res) => sendJson(res, status, body));
    const error = await failure(client.shopGame.detail({ name: 'mobile-legends' }));

    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.code).toBe(status);
    expect(error.data).toEqual(body);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
    if (status === 401) {
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(onUnauthorized.mock.calls[0]?.[0]).toBe(error);
    } else {
      expect(onUnauthorized).not.toHaveBeenCalled();
    }
  });

  it('an envelope with an empty message gets the catalogue message of the HTTP status', async () => {
    const { client } = setup();
    const body = { code: 40404, message: '', data: null };
    server.handle((_request, res) => sendJson(res, 404, body));
    const error = await failure(client.promotion.detail({ slug: 'gone' }));
    expect(error).toMatchObject({ code: 40404, status: 404, message: 'Server resource not found' });
  });

  it.each([
    [404, 40401, 'Game not found'],
    [500, 50001, 'Database is down'],
    [403, 40301, 'Account is locked'],
    [401, 40101, 'Token revoked'],
    [418, 41801, 'I am a teapot'],
  ])(
    "%i with a server message: the server's message and code win",
    async (status, code, message) => {
      const { client, onUnauthorized } = setup();
      const body = { code, message, data: null };
      server.handle((_request, res) => sendJson(res, status, body));
      const error = await failure(client.orderDeal.detail({ orderNo: 'SF20261121-7KQ2M9' }));
      expect(error).toMatchObject({ code, message, status });
      expect(error.data).toEqual(body);
      expect(onUnauthorized).toHaveBeenCalledTimes(status === 401 ? 1 : 0);
    },
  );

  it('a 502 rejects with code 502 and its own message, whatever the body says', async () => {
    const { client, onError } = setup();
    const body = { code: 7, message: 'upstream said no', data: null };
    server.handle((_request, res) => sendJson(res, 502, body));
    const error = await failure(client.shopHome.initData());
    expect(error).toMatchObject({
      code: 502,
      status: 502,
      message: 'Service temporarily unavailable. Please try again later.',
    });
    expect(error.data).toEqual(body);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a plain-text error body: data is the text, the message is the catalogue one', async () => {
    const { client } = setup();
    server.handle((_request, res) => sendText(res, 500, 'upstream exploded'));
    const error = await failure(client.shopHome.initData());
    expect(error).toMatchObject({ code: 500, status: 500, message: 'Server internal error' });
    expect(error.data).toBe('upstream exploded');
    expect(error.statusText).toBe('Internal Server Error');
  });

  it('keeps the axios error as cause', async () => {
    const { client } = setup();
    server.handle((_request, res) => sendJson(res, 500, {}));
    const error = await failure(client.shopHome.initData());
    expect((error.cause as { isAxiosError?: boolean }).isAxiosError).toBe(true);
  });
});

describe('onError', () => {
  it('is called once per failed call with the rejected instance, never on success', async () => {
    const { client, onError } = setup();
    let status = 200;
    server.handle((_request, res) =>
      status === 200 ? ok(res, { count: 1 }) : sendJson(res, status, { code: 9, message: 'no' }),
    );

    await client.shopCart.num();
    expect(onError).not.toHaveBeenCalled();

    status = 500;
    const first = await failure(client.shopCart.num());
    const second = await failure(client.shopCart.num());
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError.mock.calls[0]?.[0]).toBe(first);
    expect(onError.mock.calls[1]?.[0]).toBe(second);
    expect(first).not.toBe(second);

    status = 200;
    await expect(client.shopCart.num()).resolves.toEqual({ count: 1 });
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('is not called for a call made with `report: false` (its screen shows the failure), but for a 401', async () => {
    const { client, onError, onUnauthorized } = setup();
    let answer = { status: 404, code: 404 };
    server.handle((_request, res) =>
      sendJson(res, answer.status, { code: answer.code, message: 'No order', data: null }),
    );
    const lookup = { orderNo: 'SF20260101-AAAAAA', contactEmail: 'a@example.com' };
    const notFound = await failure(client.orderDeal.track(lookup, { report: false }));
    expect(notFound.status).toBe(404);
    // Also when the refusal comes as a 200 with an error code.
    answer = { status: 200, code: 4004 };
    expect((await failure(client.orderDeal.track(lookup, { report: false }))).code).toBe(4004);
    expect(onError).not.toHaveBeenCalled();
    // A 401 still logs out, and is said: the screen that asked is left for the login.
    answer = { status: 401, code: 401 };
    await failure(client.orderDeal.track(lookup, { report: false }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    // Other calls are reported as before.
    answer = { status: 404, code: 404 };
    await failure(client.orderDeal.track(lookup));
    expect(onError).toHaveBeenCalledTimes(2);
  });
});

describe('isApiError', () => {
  it('is true for ApiError', () => {
    expect(isApiError(new ApiError({ code: 1, message: 'x', status: 200 }))).toBe(true);
  });

  it.each([
    ['a plain Error', new Error('x')],
    ['an object shaped like an ApiError', { name: 'ApiError', code: 1, status: 200, message: 'x' }],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'ApiError'],
    [
      'an Error named ApiError without numeric code/status',
      Object.assign(new Error('x'), { name: 'ApiError', code: '1', status: 200 }),
    ],
  ])('is false for %s', (_label, value) => {
    expect(isApiError(value)).toBe(false);
  });

  it('is true for a copy from another realm: an Error named ApiError with numeric code and status', () => {
    const copy = Object.assign(new Error('Server internal error'), {
      name: 'ApiError',
      code: 500,
      status: 500,
    });
    expect(copy).not.toBeInstanceOf(ApiError);
    expect(isApiError(copy)).toBe(true);
  });

  it('ApiError defaults statusText to "" and data to null', () => {
    const error = new ApiError({ code: -1, message: 'Network Error', status: 0 });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', statusText: '', data: null });
  });
});
