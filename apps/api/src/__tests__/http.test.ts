import { listEndpoints } from '@storefront/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { DATABASES, raw, startServer, type TestServer } from './harness';

const json = { 'content-type': 'application/json' };

/** Whatever went wrong, a body is an envelope and never shows internals. */
function expectCleanFailure(
  res: { status: number; text: string; body: Record<string, unknown> },
  status: number,
) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ code: status, message: expect.any(String) });
  expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+|stack|node_modules|FST_|Error:/);
}

describe.each(DATABASES)('HTTP behaviour on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('health checks the database', async () => {
    const res = await raw(server, '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 0,
      message: 'success',
      data: { status: 'ok', database: kind },
    });
  });

  it('the OpenAPI document lists every served route and only those', async () => {
    const res = await raw(server, '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as unknown as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const served = listEndpoints().filter((endpoint) => endpoint.name in handlers);
    expect(served.length).toBe(Object.keys(handlers).length);
    for (const endpoint of served) {
      expect(
        doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId,
        endpoint.name,
      ).toBe(endpoint.name);
    }
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const extras = [
      'health',
      'openapi',
      'art.gameIcon',
      'art.gameCover',
      'art.promotion',
      'art.slide',
      'art.category',
      'payments.sandboxPage',
      'payments.sandboxDecision',
      'payments.webhook',
    ];
    expect(operations.map((op) => op.operationId).sort()).toEqual(
      [...served.map((e) => e.name), ...extras].sort(),
    );
    // Every documented route answers (not 404/405) and every contract route not served is 404.
    for (const endpoint of served) {
      const answer = await raw(server, endpoint.path, {
        method: endpoint.method,
        ...(endpoint.method === 'POST' ? { headers: json, body: '{}' } : {}),
      });
      expect([200, 400, 401, 404, 422], endpoint.name).toContain(answer.status);
      if (answer.status === 404) expect(answer.body.message).not.toBe('Server resource not found');
    }
    for (const endpoint of listEndpoints().filter((e) => !(e.name in handlers))) {
      const answer = await raw(server, endpoint.path, { method: endpoint.method });
      expect(answer.status, endpoint.name).toBe(404);
    }
    const login = doc.paths['/api/User/Login']?.post as unknown as {
      requestBody: { content: Record<string, { schema: { $ref: string } }> };
    };
    // The body is a named component (the contract's export name).
    const { $ref } = login.requestBody.content['application/json']?.schema ?? { $ref: '' };
    expect($ref).toBe('#/components/schemas/LoginRequest');
    const components = (res.body as unknown as { components: { schemas: Record<string, object> } })
      .components.schemas;
    expect(
      Object.keys((components.LoginRequest as { properties?: object }).properties ?? {}),
    ).toEqual(['email', 'password']);
  });

  it('malformed JSON is a 400, never a 500', async () => {
    for (const body of ['{"page": ', '{page: 1}', "{'a':1}", '{"__proto__": {"x": 1}}']) {
      expectCleanFailure(
        await raw(server, '/api/ShopGame/List', { method: 'POST', headers: json, body }),
        400,
      );
    }
    const res = await raw(server, '/api/ShopGame/List', {
      method: 'POST',
      headers: json,
      body: '{"page": ',
    });
    expect(res.body.message).toBe('The request body is not valid JSON');
    const id = await raw(server, '/api/ShopGame/List', {
      method: 'POST',
      headers: { ...json, 'accept-language': 'id' },
      body: '{',
    });
    expect(id.body.message).toBe('Isi permintaan bukan JSON yang valid');
  });

  it('a body that is not an object, or of the wrong types, is a clear 400', async () => {
    const array = await raw(server, '/api/ShopGame/List', {
      method: 'POST',
      headers: json,
      body: '[1,2]',
    });
    expectCleanFailure(array, 400);
    expect(array.body.message).toBe('body: must be an object');
    const types = await raw(server, '/api/ShopGame/List', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ page: '2', pageSize: 1.5, keyword: 42 }),
    });
    expect(types.body.message).toBe(
      'keyword: must be text; page: must be a number; pageSize: must be a whole number',
    );
    expect(types.body.data).toMatchObject({
      issues: [{ path: 'keyword' }, { path: 'page' }, { path: 'pageSize' }],
    });
    const nested = await raw(server, '/api/game/gameStockValidate', {
      method: 'POST',
      headers: { ...json, 'accept-language': 'id' },
      body: JSON.stringify({ items: [{ packId: 1, quantity: 0 }] }),
    });
    expect(nested.body.message).toBe('items[0].quantity: minimal 1');
    const empty = await raw(server, '/api/ShopGame/List', {
      method: 'POST',
      headers: json,
      body: '',
    });
    expectCleanFailure(empty, 400);
    // No body and no content type: the empty request object.
    expect((await raw(server, '/api/ShopGame/List', { method: 'POST' })).status).toBe(200);
  });

  it('wrong content types, oversize bodies, unknown routes and wrong methods get 4xx envelopes', async () => {
    const text = await raw(server, '/api/ShopGame/List', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expectCleanFailure(text, 415);
    expect(text.body.message).toBe('Unsupported content type: send application/json');
    const xml = await raw(server, '/api/User/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expectCleanFailure(xml, 415);
    const huge = await raw(server, '/api/ShopGame/List', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ keyword: 'x'.repeat(100_000) }),
    });
    expectCleanFailure(huge, 413);
    const unknown = await raw(server, '/api/Nope/Nothing', {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    expectCleanFailure(unknown, 404);
    expect(unknown.body.message).toBe('Server resource not found');
    expectCleanFailure(await raw(server, '/elsewhere'), 404);
    const wrongMethod = await raw(server, '/api/ShopGame/List');
    expectCleanFailure(wrongMethod, 405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect(wrongMethod.body.message).toBe('Method GET is not allowed here; use POST');
    const caseMatters = await raw(server, '/api/shopgame/list', {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    expectCleanFailure(caseMatters, 404);
  });

  it('rejected requests change nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('guests')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await raw(server, '/api/ShopHome/InitData', { method: 'POST', headers: json, body: '{' });
    await raw(server, '/api/ShopHome/InitData', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    await raw(server, '/api/ShopHome/InitData', { method: 'GET' });
    expect(await count()).toBe(before);
  });
});

describe('failures inside the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', {
      idCheck: {
        async check(game, account) {
          if (account.userId === '99999')
            throw new Error(`secret connection string for ${game.name}`);
          return { nickname: `Ext-${account.userId}`, account };
        },
      },
    });
  });
  afterAll(() => server?.close());

  it('an injected ID-check service answers order/checkid and IdCheck/Check', async () => {
    const result = await server
      .client()
      .idCheck.check({ gameName: 'free-fire', account: { userId: '12345678' } });
    expect(result.nickname).toBe('Ext-12345678');
    const legacy = await server.client().legacy.order.checkid({
      gameName: 'mobile-legends',
      account: { userId: '555', zoneId: '1' },
    });
    expect(legacy.nickname).toBe('Ext-555');
  });

  it('an unexpected error is a 500 with the catalogue message and nothing internal', async () => {
    const res = await raw(server, '/api/IdCheck/Check', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ gameName: 'mobile-legends', account: { userId: '99999' } }),
    });
    expectCleanFailure(res, 500);
    expect(res.body.message).toBe('Server internal error');
    expect(res.text).not.toContain('secret');
    const id = await raw(server, '/api/IdCheck/Check', {
      method: 'POST',
      headers: { ...json, 'accept-language': 'id' },
      body: JSON.stringify({ gameName: 'mobile-legends', account: { userId: '99999' } }),
    });
    expect(id.body.message).toBe('Terjadi kesalahan internal server');
  });

  it('health is 503 when the database is gone', async () => {
    await server.database.close();
    const res = await raw(server, '/api/health');
    expectCleanFailure(res, 503);
    expect(res.body.message).toBe('Service temporarily unavailable. Please try again later.');
  });
});
