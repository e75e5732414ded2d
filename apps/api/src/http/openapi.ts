import { z } from 'zod';
import { ART_ROUTES } from '../modules/art/routes';
import { SIGNATURE_HEADER } from '../modules/payment/provider';
import { ErrorEnvelope, envelopeOf } from './envelope';
import {
  CSV_EXAMPLE,
  ERROR_EXAMPLES,
  exampleOf,
  HTML_EXAMPLE,
  SVG_EXAMPLE,
} from './openapi-examples';
import { createSchemaCollector, type JsonSchema } from './openapi-schemas';
import type { ServedEndpoint } from './register';

// Over 400 lines on purpose: the hand-written paths read best beside the builder that merges them.
/** Operations that act for the caller: the user of a Bearer token, else the guest of `guestId`. */
export const CALLER_OPERATIONS: ReadonlySet<string> = new Set([
  'shopCart.list',
  'shopCart.add',
  'shopCart.update',
  'shopCart.del',
  'shopCart.num',
  'shopRazer.addCart',
  'shopRazer.del',
  'orderDeal.add',
  'orderDeal.pay',
  'orderDeal.pageList',
  'orderDeal.detail',
  'orderDeal.cancel',
  'orderDeal.applyPromo',
  'orderDeal.channels',
  'legacy.shopcart.list',
  'legacy.shopcart.add',
  'legacy.shopcart.delete',
  'legacy.shopcart.orderspay',
  'legacy.order.list',
  'legacy.order.create',
  'legacy.order.pay',
  'legacy.order.detail',
  'legacy.link.list',
  'legacy.link.add',
  'legacy.link.delete',
  'legacy.link.payOrder',
  'legacy.user.orderCurrencysDiscountPrice',
]);

/** Payments that honour `Idempotency-Key`: a retry with the same key never pays twice. */
export const IDEMPOTENT_OPERATIONS: ReadonlySet<string> = new Set([
  'orderDeal.pay',
  'legacy.order.pay',
  'legacy.shopcart.orderspay',
  'legacy.link.payOrder',
]);

/** Public operations that read an optional `guestId` (to reuse it, or to merge its cart). */
const GUEST_AWARE_OPERATIONS = new Set([
  'shopHome.initData',
  'user.login',
  'user.register',
  'legacy.user.login',
]);

/** Logins are limited per email and per address (429 with `Retry-After`). */
const RATE_LIMITED_OPERATIONS = new Set(['user.login', 'legacy.user.login']);

const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The `token` of `userDetail` from User/Login or User/Register (2 hours)',
  },
  guestId: {
    type: 'apiKey',
    in: 'header',
    name: 'guestId',
    description: 'The guest id from ShopHome/InitData: a visitor who has not logged in',
  },
};
const PUBLIC: unknown[] = [];
const USER = [{ bearer: [] }];
const USER_OR_GUEST = [{ bearer: [] }, { guestId: [] }];

const TAGS = [
  { name: 'shopHome', description: 'Start-up data and the home page' },
  { name: 'shopGame', description: 'The catalog: games and their packs' },
  { name: 'user', description: 'Accounts, sessions, balances and deposits' },
  { name: 'shopCart', description: 'The cart of the guest or the user' },
  { name: 'orderDeal', description: 'Orders and their payment' },
  { name: 'shopRazer', description: 'Packs paid in Razer Gold' },
  { name: 'promotion', description: 'Promotions' },
  { name: 'content', description: 'Help, about and legal pages' },
  { name: 'idCheck', description: 'Game account checks' },
  { name: 'legacy', description: 'The routes of the previous storefront, kept for old clients' },
  { name: 'payments', description: "The payment provider's pages and callbacks" },
  { name: 'art', description: 'Generated artwork (SVG)' },
  { name: 'ops', description: 'Health and this document' },
];

const json = (schema: JsonSchema, example?: unknown) => ({
  'application/json': { schema, ...(example === undefined ? {} : { example }) },
});
const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

const ERROR_RESPONSES = {
  BadRequest: 'Bad input: the message names the field (`data.issues` lists every one)',
  Unauthorized: 'A missing, unknown, expired or revoked Bearer token',
  NotFound: 'Nothing with that id, slug or number (for this caller)',
  TooManyRequests: 'Too many attempts: try again after `Retry-After` seconds',
  ServerError: 'An unexpected failure (logged with its request id)',
  Error: 'Any other failure (403, 409, 422 ...): the HTTP status with a localised message',
} as const satisfies Record<keyof typeof ERROR_EXAMPLES, string>;

function errorResponses(errorSchema: JsonSchema) {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, description]) => [
      name,
      {
        description,
        content: json(errorSchema, ERROR_EXAMPLES[name as keyof typeof ERROR_EXAMPLES]),
      },
    ]),
  );
}

const parameter = (name: string, where: 'header' | 'path' | 'query', description: string) => ({
  name,
  in: where,
  required: where === 'path',
  description,
});

const ACCEPT_LANGUAGE = {
  ...parameter('accept-language', 'header', 'Locale of messages and texts (en, id)'),
  schema: { type: 'string', examples: ['en', 'id'] },
};
const GUEST_ID = {
  ...parameter(
    'guestId',
    'header',
    'The guest id from ShopHome/InitData, when the visitor has one',
  ),
  schema: { type: 'string' },
  example: 'g_Qm9vdHN0cmFwR3Vlc3RJZA',
};
const IDEMPOTENCY_KEY = {
  ...parameter(
    'Idempotency-Key',
    'header',
    'A key the caller makes per payment (8 to 200 letters, digits, `-`, `_`): a retry with the same key answers the first payment instead of paying twice; reusing it for another payment is 409',
  ),
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,200}$' },
  example: 'pay-7f3c2a9e-4b1d-4c6e',
};

function securityOf(endpoint: ServedEndpoint) {
  if (endpoint.auth) return USER;
  return CALLER_OPERATIONS.has(endpoint.name) ? USER_OR_GUEST : PUBLIC;
}

function errorRefsOf(endpoint: ServedEndpoint, security: unknown[]) {
  return {
    '400': ref('BadRequest'),
    ...(security.length > 0 ? { '401': ref('Unauthorized') } : {}),
    ...(RATE_LIMITED_OPERATIONS.has(endpoint.name) ? { '429': ref('TooManyRequests') } : {}),
    '500': ref('ServerError'),
    default: ref('Error'),
  };
}

function queryParameters(schema: JsonSchema, example: Record<string, unknown> | undefined) {
  const { properties = {}, required = [] } = schema as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: property,
    ...(example?.[name] === undefined ? {} : { example: example[name] }),
  }));
}

type Schemas = ReturnType<typeof createSchemaCollector>;

function contractOperation(endpoint: ServedEndpoint, schemas: Schemas) {
  const [group = 'api'] = endpoint.name.split('.');
  const security = securityOf(endpoint);
  const parameters: unknown[] = [ACCEPT_LANGUAGE];
  if (GUEST_AWARE_OPERATIONS.has(endpoint.name)) parameters.push(GUEST_ID);
  if (IDEMPOTENT_OPERATIONS.has(endpoint.name)) parameters.push(IDEMPOTENCY_KEY);
  if (endpoint.query) {
    const example = exampleOf(endpoint.query) as Record<string, unknown> | undefined;
    parameters.push(
      ...queryParameters(schemas.schema(endpoint.query, 'input', { inline: true }), example),
    );
  }
  const requestBody = endpoint.body
    ? {
        required: true,
        content: json(schemas.schema(endpoint.body, 'input'), exampleOf(endpoint.body)),
      }
    : undefined;
  const success = endpoint.response
    ? {
        description: 'Success (code 0)',
        content: json(schemas.schema(envelopeOf(endpoint.response), 'output'), {
          code: 0,
          message: 'success',
          data: exampleOf(endpoint.response),
        }),
      }
    : {
        description: 'A file download (CSV)',
        content: {
          'text/csv': { schema: { type: 'string' }, example: CSV_EXAMPLE },
        },
      };
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    tags: [group],
    security,
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: { '200': success, ...errorRefsOf(endpoint, security) },
  };
}

/** What any path can get from Node's HTTP parser; these routes have no 4xx of their own. */
const HTTP_LAYER_REFUSAL = {
  description:
    'Refused by the HTTP layer before any route runs (a malformed request 400, headers too large 431), without a body',
};

const Health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

function opsPaths(schemas: Schemas) {
  return {
    '/api/health': {
      get: {
        operationId: 'health',
        summary: 'Whether the server and its database answer',
        tags: ['ops'],
        security: PUBLIC,
        responses: {
          '200': {
            description: 'Healthy',
            content: json(schemas.schema(envelopeOf(Health), 'output'), {
              code: 0,
              message: 'success',
              data: { status: 'ok', database: 'postgres' },
            }),
          },
          '503': {
            description: 'The database does not answer',
            content: json(schemas.schema(ErrorEnvelope, 'output'), {
              code: 503,
              message: 'Service temporarily unavailable',
              data: null,
            }),
          },
          '4XX': HTTP_LAYER_REFUSAL,
          '500': ref('ServerError'),
        },
      },
    },
    '/api/openapi.json': {
      get: {
        operationId: 'openapi',
        summary: 'This document',
        tags: ['ops'],
        security: PUBLIC,
        responses: {
          '200': {
            description: 'OpenAPI 3.1',
            content: json({ type: 'object' }, { openapi: '3.1.0', info: {}, paths: {} }),
          },
          '4XX': HTTP_LAYER_REFUSAL,
          '500': ref('ServerError'),
        },
      },
    },
  };
}

const PAYMENT_NO = {
  ...parameter('paymentNo', 'path', 'The payment number from the redirect URL'),
  schema: { type: 'string' },
  example: 'PY20261121-7KQ2M9',
};
const HTML = { 'text/html': { schema: { type: 'string' }, example: HTML_EXAMPLE } };

/** The sandbox provider's hosted page and its form. */
function sandboxPagePaths() {
  return {
    '/api/payments/sandbox/{paymentNo}': {
      get: {
        operationId: 'payments.sandboxPage',
        summary: "The sandbox provider's hosted confirm page (HTML with Pay and Cancel)",
        tags: ['payments'],
        security: PUBLIC,
        parameters: [PAYMENT_NO],
        responses: { '200': { description: 'HTML page', content: HTML }, '404': ref('NotFound') },
      },
      post: {
        operationId: 'payments.sandboxDecision',
        summary:
          "The hosted page's form (`action=pay|cancel`, form-encoded): the sandbox signs and sends its webhook, then redirects back to the return URL (or to this page)",
        tags: ['payments'],
        security: PUBLIC,
        parameters: [PAYMENT_NO],
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                properties: { action: { enum: ['pay', 'cancel'] } },
                required: ['action'],
              },
              example: { action: 'pay' },
            },
          },
        },
        responses: {
          '303': { description: 'To the return URL with the outcome, or back to this page' },
          '404': ref('NotFound'),
          '502': { description: 'The store refused the webhook (HTML page)', content: HTML },
          default: ref('Error'),
        },
      },
    },
  };
}

/** The providers' signed callbacks. */
function webhookPaths() {
  return {
    '/api/payments/webhook/{provider}': {
      post: {
        operationId: 'payments.webhook',
        summary: "A provider's signed callback; forged, stale or replayed ones are refused",
        description: `The sandbox signs with \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256>\` of \`<t>.<raw body>\`.`,
        tags: ['payments'],
        security: PUBLIC,
        parameters: [
          {
            ...parameter('provider', 'path', 'The provider that sends the callback'),
            schema: { type: 'string' },
            example: 'sandbox',
          },
          {
            ...parameter(SIGNATURE_HEADER, 'header', "The provider's signature of the body"),
            schema: { type: 'string' },
            example:
              't=1763713800,v1=5f2b8c0d4e6a7b9c1d3e5f7a9b1c3d5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a5b7c',
          },
        ],
        requestBody: {
          required: true,
          content: json(
            { type: 'object' },
            {
              eventId: 'evt_9b1c3d5e',
              paymentNo: 'PY20261121-7KQ2M9',
              status: 'paid',
              amount: 1099,
              currencyCode: 'USD',
            },
          ),
        },
        responses: {
          '200': {
            description: 'Accepted',
            content: json({ type: 'object' }, { code: 0, message: 'success', data: null }),
          },
          '401': ref('Unauthorized'),
          '404': ref('NotFound'),
          '409': ref('Error'),
        },
      },
    },
  };
}

function artPaths() {
  const lang = {
    ...parameter('lang', 'query', 'Language of the text in the picture'),
    schema: { enum: ['en', 'id'] },
    example: 'en',
  };
  return Object.fromEntries(
    ART_ROUTES.map((art) => {
      const names = [...art.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      const operation = {
        operationId: art.id,
        summary: art.summary,
        tags: ['art'],
        security: PUBLIC,
        parameters: [
          ...names.map((name) => ({
            ...parameter(name, 'path', `The ${name} of what the picture shows`),
            schema: { type: 'string' },
            example: name === 'id' ? '1' : 'mobile-legends',
          })),
          ...('localized' in art ? [lang] : []),
        ],
        responses: {
          '200': {
            description: 'SVG image',
            content: { 'image/svg+xml': { schema: { type: 'string' }, example: SVG_EXAMPLE } },
          },
          '304': { description: 'Unchanged since the ETag sent in If-None-Match' },
          '404': ref('NotFound'),
        },
      };
      return [art.path, { get: operation }];
    }),
  );
}

/** OpenAPI 3.1 of everything this server answers, made from the same contract it validates with. */
export function openApiDocument(served: ServedEndpoint[], publicUrl = '') {
  const schemas = createSchemaCollector({ ErrorEnvelope });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of served) {
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: contractOperation(endpoint, schemas),
    };
  }
  Object.assign(paths, opsPaths(schemas), sandboxPagePaths(), webhookPaths(), artPaths());
  const responses = errorResponses(schemas.schema(ErrorEnvelope, 'output'));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront API',
      version: '1.0.0',
      description:
        'Every answer is the envelope {code, message, data}: code 0 on success; on failure the HTTP status (400, 401, 403, 404, 409, 422, 429, 500) with a non-zero code and a message localised by accept-language.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: publicUrl || '/', description: 'This server' }],
    tags: TAGS,
    paths,
    components: { schemas: schemas.components(), responses, securitySchemes: SECURITY_SCHEMES },
  };
}
