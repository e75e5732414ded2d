import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../http/caching';
import { postJson, raw, startServer, type TestServer } from './harness';

/** A POST over node:http, which (unlike fetch) hands back the bytes exactly as they came. */
function rawPost(server: TestServer, path: string, body: unknown, headers: Record<string, string>) {
  const url = new URL(path, server.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>(
    (resolve, reject) => {
      const call = httpRequest(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              bytes: Buffer.concat(chunks),
            }),
          );
        },
      );
      call.on('error', reject);
      call.end(JSON.stringify(body));
    },
  );
}

// HTTP caching does not depend on the database: PGlite only.
describe('HTTP caching of public reads', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const LIST = { type: 'Games', page: 1, pageSize: 24 } as const;

  it('answers a game list with an ETag and a shared Cache-Control, then 304 for that ETag', async () => {
    const first = await postJson(server, '/api/ShopGame/List', LIST);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get('vary')).toMatch(/accept-language/);

    const again = await postJson(server, '/api/ShopGame/List', LIST, {
      'if-none-match': String(etag),
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const stale = await postJson(server, '/api/ShopGame/List', LIST, {
      'if-none-match': 'W/"something-else"',
    });
    expect(stale.status).toBe(200);
    expect(stale.body.data).toEqual(first.body.data);
  });

  it('gives another answer another ETag (another page, another language)', async () => {
    const one = await postJson(server, '/api/ShopGame/Detail', { name: 'mobile-legends' });
    const other = await postJson(server, '/api/ShopGame/Detail', { name: 'free-fire' });
    const indonesian = await postJson(
      server,
      '/api/ShopGame/Detail',
      { name: 'mobile-legends' },
      { 'accept-language': 'id' },
    );
    const etags = [one, other, indonesian].map((answer) => answer.headers.get('etag'));
    expect(new Set(etags).size).toBe(3);
  });

  it('serves the home, promotions, content and the carousel as public reads', async () => {
    for (const path of ['/api/ShopHome/Summary', '/api/Promotion/List', '/api/Content/Page']) {
      const body = path === '/api/Content/Page' ? { slug: 'help' } : {};
      const answer = await postJson(server, path, body);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe(PUBLIC_CACHE_CONTROL);
    }
    const carousel = await raw(server, '/api/pageSettings/homeCarouselList');
    const etag = String(carousel.headers.get('etag'));
    const revalidated = await raw(server, '/api/pageSettings/homeCarouselList', {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
  });

  it('never lets a shared cache keep a personal answer', async () => {
    const init = await postJson(server, '/api/ShopHome/InitData', {});
    expect(init.headers.get('cache-control')).toBe('no-store');
    expect(init.headers.get('etag')).toBeNull();
    const guestId = String((init.body.data as { guestId: string }).guestId);
    const cart = await postJson(server, '/api/ShopCart/List', {}, { guestId });
    expect(cart.status).toBe(200);
    expect(cart.headers.get('cache-control')).toBe('no-store');
    expect(cart.headers.get('etag')).toBeNull();
    const summary = await postJson(server, '/api/User/Summary', {});
    expect(summary.status).toBe(401);
    expect(summary.headers.get('cache-control')).toBe('no-store');
  });

  it('gzips JSON when asked, and only then', async () => {
    const zipped = await rawPost(server, '/api/ShopGame/List', LIST, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/);
    const plain = await rawPost(server, '/api/ShopGame/List', LIST, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(zipped.bytes).toString())).toEqual(
      JSON.parse(plain.bytes.toString()),
    );
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 2);

    const refused = await rawPost(server, '/api/ShopGame/List', LIST, {
      'accept-encoding': 'gzip;q=0, identity',
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    // A few bytes are not worth compressing.
    const small = await rawPost(server, '/api/ShopCart/Num', {}, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the SDK working: gzip is decoded, and it never sends a validator of its own', async () => {
    const client = server.client();
    const seen: Array<string | undefined> = [];
    client.http.interceptors.response.use((response) => {
      seen.push(String(response.headers['content-encoding'] ?? ''));
      return response;
    });
    const page = await client.shopGame.list(LIST);
    expect(page.list.length).toBeGreaterThan(0);
    const again = await client.shopGame.list(LIST);
    expect(again).toEqual(page);
    const detail = await client.shopGame.detail({ name: 'mobile-legends' });
    expect(detail.name).toBe('mobile-legends');
    expect(seen.length).toBe(3);
  });
});
