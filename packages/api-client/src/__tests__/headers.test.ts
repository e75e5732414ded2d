import { describe, expect, it } from 'vitest';
import { createApiClient } from '../index';
import { createTestServer, useTestServer } from './support/server';

const server = useTestServer();

describe('request headers', () => {
  it('sends accept-language, JSON content-type and accept, guestid and the bearer token', async () => {
    const client = createApiClient({
      baseURL: server.url,
      getLocaleCode: () => 'id-ID',
      getGuestId: () => 'guest-42',
      getToken: () => 'tok-abc',
    });
    await client.shopHome.summary({ currencyId: 2 });
    await client.legacy.pageSettings.homeCarouselList();

    expect(server.requests).toHaveLength(2);
    for (const { headers } of server.requests) {
      expect(headers['accept-language']).toBe('id-ID');
      expect(headers['content-type']).toBe('application/json');
      expect(headers.accept).toBe('application/json');
      expect(headers.guestid).toBe('guest-42');
      expect(headers.authorization).toBe('Bearer tok-abc');
    }
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'GET']);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
  ])('sends no authorization when getToken returns %s', async (_label, token) => {
    const client = createApiClient({
      baseURL: server.url,
      getLocaleCode: () => 'en',
      getGuestId: () => 'guest-1',
      getToken: () => token,
    });
    await client.shopCart.num();
    const [request] = server.requests;
    expect(request?.headers).not.toHaveProperty('authorization');
    expect(request?.headers.guestid).toBe('guest-1');
  });

  it('sends no identity headers when no getters are given', async () => {
    await createApiClient({ baseURL: server.url }).shopCart.num();
    const headers = server.requests[0]?.headers;
    expect(headers).not.toHaveProperty('authorization');
    expect(headers).not.toHaveProperty('guestid');
    expect(headers).not.toHaveProperty('accept-language');
    expect(headers?.['content-type']).toBe('application/json');
  });

  it('reads the getters again at every request', async () => {
    let locale = 'en';
    let guestId: string | null = 'guest-a';
    let token: string | undefined;
    const client = createApiClient({
      baseURL: server.url,
      getLocaleCode: () => locale,
      getGuestId: () => guestId,
      getToken: () => token,
    });

    await client.user.summary();
    locale = 'ms-MY';
    guestId = 'guest-b';
    token = 'fresh-token';
    await client.user.summary();
    token = undefined;
    guestId = null;
    await client.user.summary();

    const [first, second, third] = server.requests.map((request) => request.headers);
    expect(first?.['accept-language']).toBe('en');
    expect(first?.guestid).toBe('guest-a');
    expect(first).not.toHaveProperty('authorization');
    expect(second?.['accept-language']).toBe('ms-MY');
    expect(second?.guestid).toBe('guest-b');
    expect(second?.authorization).toBe('Bearer fresh-token');
    expect(third).not.toHaveProperty('authorization');
    expect(third).not.toHaveProperty('guestid');
  });

  it('merges per-call headers', async () => {
    const client = createApiClient({ baseURL: server.url, getToken: () => 't' });
    await client.orderDeal.pay(
      { orderNo: 'SF20261121-7KQ2M9', method: 'balance' },
      { headers: { 'Idempotency-Key': 'key-1' } },
    );
    expect(server.requests[0]?.headers['idempotency-key']).toBe('key-1');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer t');
  });
});

describe('the ID-check service', () => {
  const identity = {
    getLocaleCode: () => 'en',
    getGuestId: () => 'guest-9',
    getToken: () => 'secret-token',
  };
  const body = { gameName: 'mobile-legends', account: { userId: '12345678', zoneId: '1234' } };

  it('at an absolute address (another origin) gets no authorization and no guestid', async () => {
    const external = createTestServer();
    await external.listen();
    try {
      const client = createApiClient({
        baseURL: server.url,
        idCheckURL: `${external.url}/verify`,
        ...identity,
      });
      await client.idCheck.check(body);

      expect(server.requests).toHaveLength(0);
      expect(external.requests).toHaveLength(1);
      const [request] = external.requests;
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe('/verify');
      expect(request?.body).toEqual(body);
      expect(request?.headers).not.toHaveProperty('authorization');
      expect(request?.headers).not.toHaveProperty('guestid');
      expect(request?.headers['content-type']).toBe('application/json');

      // The same client still identifies itself to the API.
      await client.shopCart.num();
      expect(server.requests[0]?.headers.authorization).toBe('Bearer secret-token');
      expect(server.requests[0]?.headers.guestid).toBe('guest-9');
    } finally {
      await external.close();
    }
  });

  it('at the default relative /api/IdCheck/Check gets authorization and guestid', async () => {
    const client = createApiClient({ baseURL: server.url, ...identity });
    await client.idCheck.check(body);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/IdCheck/Check');
    expect(request?.headers.authorization).toBe('Bearer secret-token');
    expect(request?.headers.guestid).toBe('guest-9');
    expect(request?.headers['accept-language']).toBe('en');
  });

  it('moves only idCheck.check: legacy.order.checkid still calls the API', async () => {
    const client = createApiClient({
      baseURL: server.url,
      idCheckURL: `${server.url}/verify`,
      ...identity,
    });
    await client.legacy.order.checkid(body);
    const [request] = server.requests;
    expect(server.requests).toHaveLength(1);
    expect(request?.url).toBe('/api/order/checkid');
    expect(request?.headers.authorization).toBe('Bearer secret-token');
  });
});
