import { listEndpoints } from '@storefront/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { handlers } from '../handlers';
import { DOCS_PATH } from '../http/docs';
import { EXAMPLE_ENTRIES, exampleOf } from '../http/openapi-examples';
import { translate } from '../i18n/messages';
import { SHOP_MESSAGES } from '../modules/shop/messages';
import { DATABASES, raw, startServer, type TestServer } from './harness';

interface Operation {
  security: Array<Record<string, string[]>>;
  parameters: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const served = listEndpoints().filter((endpoint) => endpoint.name in handlers);

/** The app without a database: the document and the docs page never touch it. */
const offline = () => buildApp({ database: { db: {} as never, kind: 'pglite' } });

async function documentOf(app: FastifyInstance): Promise<Document> {
  return (await app.inject('/api/openapi.json')).json() as Document;
}

describe('examples of the OpenAPI document', () => {
  it('each example is valid for the contract schema it stands for', () => {
    for (const { schema, value, io } of EXAMPLE_ENTRIES) {
      const parsed = schema.safeParse(value);
      expect(parsed.error?.issues, JSON.stringify(value).slice(0, 80)).toBeUndefined();
      // An answer is what the server sends after parsing: parsing changes nothing in it.
      if (io === 'output') expect(parsed.data).toEqual(value);
    }
  });

  it('every contract operation has an example request and an example answer', async () => {
    const app = offline();
    const document = await documentOf(app);
    await app.close();
    for (const endpoint of served) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      const success = Object.values(operation?.responses['200']?.content ?? {})[0];
      expect(success?.example, endpoint.name).toBeDefined();
      if (endpoint.response) expect(exampleOf(endpoint.response), endpoint.name).toBeDefined();
      if (endpoint.body) {
        expect(operation?.requestBody?.content['application/json']?.example).toBeDefined();
      }
      if (endpoint.query) expect(exampleOf(endpoint.query), endpoint.name).toBeDefined();
    }
  });
});

describe(`the reference page at ${DOCS_PATH}`, () => {
  const app = offline();
  afterAll(() => app.close());

  it('is an HTML page whose scripts, styles and document all come from this server', async () => {
    const page = await app.inject(`${DOCS_PATH}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.body).toContain('<meta name="viewport" content="width=device-width');
    const urls = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) {
      expect(url).toMatch(/^\.\/static\//);
      const asset = await app.inject(`${DOCS_PATH}/${url.slice(2)}`);
      expect(asset.statusCode, url).toBe(200);
    }
    const initializer = await app.inject(`${DOCS_PATH}/static/swagger-initializer.js`);
    expect(initializer.body).toContain('validatorUrl: null');
    const document = await app.inject(`${DOCS_PATH}/json`);
    expect(document.json()).toEqual((await app.inject('/api/openapi.json')).json());
  });
});

/** An operation's example request, sent as the SDK would send it. */
function exampleRequest(endpoint: (typeof served)[number], headers: Record<string, string>) {
  if (endpoint.method === 'GET') {
    const example = (endpoint.query ? exampleOf(endpoint.query) : {}) as object;
    const query = new URLSearchParams(
      Object.entries(example).map(([key, value]) => [key, String(value)]),
    );
    return { path: `${endpoint.path}?${query}`, init: { headers } };
  }
  return {
    path: endpoint.path,
    init: {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(endpoint.body ? exampleOf(endpoint.body) : {}),
    },
  };
}

describe.each(DATABASES)('what the document says about access holds on %s', (kind) => {
  let server: TestServer;
  let document: Document;
  beforeAll(async () => {
    server = await startServer(kind);
    document = await documentOf(server.app);
  });
  afterAll(() => server?.close());
  const operationOf = (endpoint: (typeof served)[number]) =>
    document.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as Operation;

  it('an operation refuses a bad Bearer token exactly when it documents the bearer scheme', async () => {
    const unauthorized = translate('en', 'error.unauthorized');
    for (const endpoint of served) {
      const { path, init } = exampleRequest(endpoint, { authorization: 'Bearer not-a-token-0000' });
      const answer = await raw(server, path, init);
      const documented = operationOf(endpoint).security.some((scheme) => 'bearer' in scheme);
      expect(answer.body.message === unauthorized, endpoint.name).toBe(documented);
    }
  });

  it('an operation checks Idempotency-Key exactly when it documents the header', async () => {
    const initData = served.find((endpoint) => endpoint.name === 'shopHome.initData');
    const start = await raw(server, initData?.path ?? '', { method: 'POST' });
    const guestId = String((start.body.data as { guestId: string }).guestId);
    const invalid = SHOP_MESSAGES.invalidIdempotencyKey.en;
    for (const endpoint of served) {
      const { path, init: request } = exampleRequest(endpoint, {
        guestId,
        'idempotency-key': 'not a valid key',
      });
      const answer = await raw(server, path, request);
      const documented = operationOf(endpoint).parameters.some(
        (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
      );
      expect(answer.body.message === invalid, endpoint.name).toBe(documented);
    }
  });
});
