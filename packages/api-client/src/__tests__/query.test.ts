import { describe, expect, it } from 'vitest';
import { createApiClient, serializeQuery } from '../index';
import { useTestServer } from './support/server';

const server = useTestServer();

describe('serializeQuery', () => {
  it('suffixes array names with [] and sends each item as its JSON string', () => {
    expect(serializeQuery({ ids: [1, 2], tags: ['a b'] })).toBe(
      'ids[]=1&ids[]=2&tags[]=%22a%20b%22',
    );
  });

  it('sends scalar values as they are, percent-encoded, and skips undefined', () => {
    expect(
      serializeQuery({ currencyId: 1, from: '2026-11-01', q: 'a&b=c é', none: undefined }),
    ).toBe('currencyId=1&from=2026-11-01&q=a%26b%3Dc%20%C3%A9');
  });

  it('sends arrays of objects and booleans as JSON too', () => {
    expect(serializeQuery({ items: [{ id: 1 }], flags: [true] })).toBe(
      'items[]=%7B%22id%22%3A1%7D&flags[]=true',
    );
  });

  it("sends an object's fields as name[field], a date as its ISO string and null as empty", () => {
    expect(
      serializeQuery({
        range: { from: '2026-11-01', to: undefined },
        at: new Date(Date.UTC(2026, 10, 1, 12)),
        none: null,
      }),
    ).toBe('range[from]=2026-11-01&at=2026-11-01T12%3A00%3A00.000Z&none=');
  });

  it("percent-encodes the characters encodeURIComponent leaves (!'()*) as RFC 3986 says", () => {
    expect(serializeQuery({ q: "it's (a)*!~-._" })).toBe('q=it%27s%20%28a%29%2A%21~-._');
  });

  it('gives an empty string for no parameters', () => {
    expect(serializeQuery({})).toBe('');
  });
});

describe('query string on the wire', () => {
  it('a real GET carries the array format in the raw request target', async () => {
    const client = createApiClient({ baseURL: server.url });
    await client.http.get('/api/probe', { params: { ids: [1, 2], tags: ['a b'] } });
    expect(server.requests[0]?.url).toBe('/api/probe?ids[]=1&ids[]=2&tags[]=%22a%20b%22');
    // And a server reading it back gets the JSON strings.
    expect(server.requests[0]?.query.getAll('tags[]')).toEqual(['"a b"']);
  });

  it('a GET endpoint sends its params as the query', async () => {
    const client = createApiClient({ baseURL: server.url });
    await client.legacy.user.accountDetailFile({
      currencyId: 1,
      type: 'deposit',
      to: '2026-11-30',
    });
    expect(server.requests[0]?.url).toBe(
      '/api/user/accountDetailFile?currencyId=1&type=deposit&to=2026-11-30',
    );
  });

  it.each([
    ['list', (client: ReturnType<typeof createApiClient>) => client.legacy.link.list()],
    [
      'add',
      (client: ReturnType<typeof createApiClient>) =>
        client.legacy.link.add({ gameName: 'genshin-impact', url: 'https://shop.example/p?a=1' }),
    ],
  ])('legacy.link.%s sends the query stamp = the current time in ms', async (name, call) => {
    const client = createApiClient({ baseURL: server.url });
    const before = Date.now();
    await call(client);
    const after = Date.now();
    const [request] = server.requests;
    expect(request?.pathname).toBe(`/api/link/${name}`);
    expect([...(request?.query.keys() ?? [])]).toEqual(['stamp']);
    const stamp = request?.query.get('stamp') ?? '';
    expect(stamp).toMatch(/^\d{13}$/);
    expect(Number(stamp)).toBeGreaterThanOrEqual(before);
    expect(Number(stamp)).toBeLessThanOrEqual(after);
    expect(Math.abs(Number(stamp) - Date.now())).toBeLessThan(1000);
  });

  it('sends a fresh stamp on each call', async () => {
    const client = createApiClient({ baseURL: server.url });
    await client.legacy.link.list();
    // The stamp counts milliseconds: the second call goes once the clock has moved past the first.
    const firstStamp = Number(server.requests[0]?.query.get('stamp'));
    await expect.poll(() => Date.now()).toBeGreaterThan(firstStamp);
    await client.legacy.link.list();
    const [first, second] = server.requests.map((request) => Number(request.query.get('stamp')));
    expect(second).toBeGreaterThan(first ?? Number.POSITIVE_INFINITY);
  });

  it('other POSTs send no query string', async () => {
    const client = createApiClient({ baseURL: server.url });
    await client.legacy.link.delete({ ids: [5] });
    await client.legacy.link.payOrder({ linkIds: [5], method: 'balance' });
    await client.orderDeal.pageList({ page: 2 });
    await client.shopHome.initData();
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/link/Delete',
      '/api/link/payOrder',
      '/api/OrderDeal/PageList',
      '/api/ShopHome/InitData',
    ]);
  });
});
