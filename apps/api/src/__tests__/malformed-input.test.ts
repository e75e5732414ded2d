import { type EndpointContract, listEndpoints } from '@storefront/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { handlers } from '../handlers';
import { DATABASES, raw, startServer, type TestServer } from './harness';

/** One past the largest value of a 32-bit `integer` column. */
const TOO_BIG_ID = 2_147_483_648;
const WITH_NUL = 'a\u0000b';

const DEMO = { email: 'demo@storefront.test', password: 'demo1234' };

interface Caller {
  token: string;
  guestId: string;
}

async function callerOf(server: TestServer): Promise<Caller> {
  const { guestId } = await server.client().shopHome.initData();
  const login = await server.client().user.login(DEMO);
  return { guestId, token: login.userDetail.token };
}

function post(server: TestServer, path: string, body: unknown, caller?: Caller) {
  return raw(server, path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(caller ? { authorization: `Bearer ${caller.token}`, guestid: caller.guestId } : {}),
    },
    body: JSON.stringify(body),
  });
}

function namedFields(body: { data?: unknown }): string[] {
  const issues = (body.data as { issues?: Array<{ path: string }> } | undefined)?.issues ?? [];
  return issues.map((issue) => issue.path);
}

describe.each(DATABASES)('malformed ids and text on %s (issue 13, defect 3)', (kind) => {
  let server: TestServer;
  let caller: Caller;
  beforeAll(async () => {
    server = await startServer(kind);
    caller = await callerOf(server);
  });
  afterAll(() => server?.close());

  const cases: Array<{ path: string; body: unknown; field: string }> = [
    { path: '/api/ShopRazer/CheckPrice', body: { packId: TOO_BIG_ID }, field: 'packId' },
    { path: '/api/ShopGame/List', body: { keyword: WITH_NUL }, field: 'keyword' },
    {
      path: '/api/ShopGame/Detail',
      body: { name: 'mobile-legends', currencyId: TOO_BIG_ID },
      field: 'currencyId',
    },
    { path: '/api/User/Login', body: { ...DEMO, password: WITH_NUL }, field: 'password' },
    {
      path: '/api/ShopCart/Add',
      body: { packId: TOO_BIG_ID, quantity: 1, account: { userId: '12345678', zoneId: '1234' } },
      field: 'packId',
    },
    {
      path: '/api/order/checkid',
      body: { gameName: 'mobile-legends', account: { userId: WITH_NUL, zoneId: '1234' } },
      field: 'account.userId',
    },
    {
      path: '/api/OrderDeal/Add',
      body: { items: [{ packId: TOO_BIG_ID, quantity: 1, account: { userId: '12345678' } }] },
      field: 'items[0].packId',
    },
    {
      path: '/api/link/orderDiscountPrice',
      body: { gameName: 'roblox', url: `https://pay.example.com/a${WITH_NUL}?amount=4.99` },
      field: 'url',
    },
    { path: '/api/ShopCart/Del', body: { ids: [TOO_BIG_ID] }, field: 'ids[0]' },
  ];

  it.each(cases)('$path answers 400 naming $field', async ({ path, body, field }) => {
    const res = await post(server, path, body, caller);
    expect(res.status, res.text).toBe(400);
    expect(namedFields(res.body)).toContain(field);
  });

  it('the CSV download refuses a currency id past 32 bits, naming it', async () => {
    const res = await raw(server, `/api/user/accountDetailFile?currencyId=${TOO_BIG_ID}`, {
      headers: { authorization: `Bearer ${caller.token}` },
    });
    expect(res.status, res.text).toBe(400);
    expect(namedFields(res.body)).toContain('currencyId');
  });

  it.each([
    'games/a%00b/icon.svg',
    'games/a%00b/cover.svg',
    'promotions/a%00b.svg',
    'categories/a%00b.svg',
  ])('the artwork path /api/art/%s answers 400 naming the name', async (path) => {
    const res = await raw(server, `/api/art/${path}`);
    expect(res.status, res.text).toBe(400);
    expect(namedFields(res.body).length).toBe(1);
  });

  it.each(['GET', 'POST'])(
    'the sandbox page refuses a NUL in its payment number (%s)',
    async (method) => {
      const res = await raw(server, '/api/payments/sandbox/a%00b', { method });
      expect(res.status, res.text).toBe(400);
      expect(namedFields(res.body)).toEqual(['paymentNo']);
    },
  );

  it('a slide id past 32 bits is an unknown slide, not a 500', async () => {
    const res = await raw(server, `/api/art/slides/${TOO_BIG_ID}.svg`);
    expect(res.status, res.text).toBe(404);
  });
});

/** A value of `schema` with every id and number at 2^31 and every string carrying a NUL. */
interface Hostile {
  value: unknown;
  /** Paths (as the 400 names them) of the ids and strings set to a hostile value. */
  fields: string[];
}

function joinPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/** Ids (`id`, `ids`, `packId`, `cartItemIds`...) must be refused by the contract itself. */
const ID_FIELD = /(^id|Id)s?(\[\d+\])?$/;

function hostile(schema: z.ZodType, path: string): Hostile {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return hostile(def.innerType as z.ZodType, path);
    case 'pipe':
      return hostile(def.in as z.ZodType, path);
    case 'object': {
      const value: Record<string, unknown> = {};
      const fields: string[] = [];
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const part = hostile(child, joinPath(path, key));
        value[key] = part.value;
        fields.push(...part.fields);
      }
      return { value, fields };
    }
    case 'array': {
      const part = hostile(def.element as z.ZodType, joinPath(path, 0));
      return { value: [part.value], fields: part.fields };
    }
    case 'record': {
      const part = hostile(def.valueType as z.ZodType, joinPath(path, 'userId'));
      return { value: { userId: part.value }, fields: part.fields };
    }
    case 'string':
      return { value: WITH_NUL, fields: [path] };
    case 'number':
      return { value: TOO_BIG_ID, fields: ID_FIELD.test(path) ? [path] : [] };
    case 'enum':
      return { value: Object.values(def.entries as Record<string, string>)[0], fields: [] };
    case 'literal':
      return { value: (def.values as unknown[])[0], fields: [] };
    case 'boolean':
      return { value: true, fields: [] };
    case 'union':
      return hostile((def.options as z.ZodType[])[0] as z.ZodType, path);
    default:
      throw new Error(`no hostile value for a ${def.type} at ${path || 'body'}`);
  }
}

function queryOf(value: unknown, stamped: boolean): string {
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    params.set(key, String(item));
  }
  if (stamped) params.set('stamp', String(Date.now()));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function requestOf(endpoint: EndpointContract, caller: Caller): { url: string; init: RequestInit } {
  const headers = { authorization: `Bearer ${caller.token}`, guestid: caller.guestId };
  if (endpoint.query) {
    const { value } = hostile(endpoint.query, '');
    return { url: `${endpoint.path}${queryOf(value, false)}`, init: { headers } };
  }
  const url = `${endpoint.path}${endpoint.stamped ? queryOf({}, true) : ''}`;
  if (endpoint.method === 'GET') return { url, init: { headers } };
  const body = endpoint.body ? hostile(endpoint.body, '').value : {};
  return {
    url,
    init: {
      method: endpoint.method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  };
}

describe('every contract endpoint with ids past 32 bits and NUL text, on postgres (issue 13, defect 3)', () => {
  let server: TestServer;
  let caller: Caller;
  beforeAll(async () => {
    server = await startServer('postgres');
    caller = await callerOf(server);
  });
  afterAll(() => server?.close());

  const served = listEndpoints().filter((endpoint) => endpoint.name in handlers);

  it('covers every served endpoint', () => {
    expect(served.length).toBe(Object.keys(handlers).length);
  });

  it.each(served)(
    '$name answers 400 naming every id and text field, never a 5xx',
    async (endpoint) => {
      const schema = endpoint.body ?? endpoint.query;
      const { fields } = schema ? hostile(schema, '') : { fields: [] };
      // Logging out ends the session the other calls use.
      const who = endpoint.name.endsWith('logout') ? await callerOf(server) : caller;
      const { url, init } = requestOf(endpoint, who);
      const res = await raw(server, url, init);
      expect(res.status, res.text).toBeLessThan(500);
      if (fields.length > 0) {
        expect(res.status, res.text).toBe(400);
        expect(namedFields(res.body)).toEqual(expect.arrayContaining(fields));
      }
    },
  );
});
