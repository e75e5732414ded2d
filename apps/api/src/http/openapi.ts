import { z } from 'zod';
import { ART_ROUTES } from '../modules/art/routes';
import { SIGNATURE_HEADER } from '../modules/payment/provider';
import { ErrorEnvelope, envelopeOf } from './envelope';
import type { ServedEndpoint } from './register';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

const errorResponse = {
  description: 'Failure: the HTTP status with a non-zero code and a localised message',
  content: json(schemaOf(ErrorEnvelope, 'output')),
};

const headerParameters = [
  {
    name: 'accept-language',
    in: 'header',
    required: false,
    schema: { type: 'string', examples: ['en', 'id'] },
    description: 'Locale of messages and texts (en, id)',
  },
  {
    name: 'guestId',
    in: 'header',
    required: false,
    schema: { type: 'string' },
    description: 'The guest id from ShopHome/InitData',
  },
];

function operation(endpoint: ServedEndpoint) {
  const [group = 'api'] = endpoint.name.split('.');
  const parameters: unknown[] = [...headerParameters];
  let requestBody: unknown;
  if (endpoint.body) {
    requestBody = { required: true, content: json(schemaOf(endpoint.body, 'input')) };
  }
  if (endpoint.query) {
    const query = schemaOf(endpoint.query, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        schema,
      });
    }
  }
  const success = endpoint.response
    ? {
        description: 'Success (code 0)',
        content: json(schemaOf(envelopeOf(endpoint.response), 'output')),
      }
    : { description: 'A file download' };
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    tags: [group === 'legacy' ? 'legacy' : group],
    parameters,
    ...(requestBody ? { requestBody } : {}),
    ...(endpoint.auth ? { security: [{ bearer: [] }] } : {}),
    responses: { '200': success, default: errorResponse },
  };
}

/** OpenAPI 3.1 of everything this server answers, made from the same contract it validates with. */
export function openApiDocument(served: ServedEndpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of served) {
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: operation(endpoint),
    };
  }
  paths['/api/health'] = {
    get: {
      operationId: 'health',
      summary: 'Whether the server and its database answer',
      tags: ['ops'],
      responses: {
        '200': {
          description: 'Healthy',
          content: json(
            schemaOf(
              envelopeOf(
                z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
              ),
              'output',
            ),
          ),
        },
        '503': errorResponse,
      },
    },
  };
  paths['/api/openapi.json'] = {
    get: {
      operationId: 'openapi',
      summary: 'This document',
      tags: ['ops'],
      responses: { '200': { description: 'OpenAPI 3.1', content: json({ type: 'object' }) } },
    },
  };
  const paymentNo = { name: 'paymentNo', in: 'path', required: true, schema: { type: 'string' } };
  const html = { 'text/html': { schema: { type: 'string' } } };
  paths['/api/payments/sandbox/{paymentNo}'] = {
    get: {
      operationId: 'payments.sandboxPage',
      summary: "The sandbox provider's hosted confirm page (HTML with Pay and Cancel)",
      tags: ['payments'],
      parameters: [paymentNo],
      responses: { '200': { description: 'HTML page', content: html }, '404': errorResponse },
    },
    post: {
      operationId: 'payments.sandboxDecision',
      summary:
        "The hosted page's form (`action=pay|cancel`, form-encoded): the sandbox signs and sends its webhook, then redirects back to the return URL (or to this page)",
      tags: ['payments'],
      parameters: [paymentNo],
      responses: {
        '303': { description: 'To the return URL with the outcome, or back to this page' },
        '404': errorResponse,
        '502': { description: 'The store refused the webhook (HTML page)', content: html },
      },
    },
  };
  paths['/api/payments/webhook/{provider}'] = {
    post: {
      operationId: 'payments.webhook',
      summary: `A provider's signed callback (\`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256>\` for the sandbox); forged, stale or replayed ones are refused`,
      tags: ['payments'],
      parameters: [{ name: 'provider', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'Accepted', content: json({ type: 'object' }) },
        '401': errorResponse,
        '404': errorResponse,
        '409': errorResponse,
      },
    },
  };
  for (const art of ART_ROUTES) {
    const names = [...art.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const lang = { name: 'lang', in: 'query', required: false, schema: { enum: ['en', 'id'] } };
    paths[art.path] = {
      get: {
        operationId: art.id,
        summary: art.summary,
        tags: ['art'],
        parameters: [
          ...names.map((name) => ({
            name,
            in: 'path',
            required: true,
            schema: { type: 'string' },
          })),
          ...('localized' in art ? [lang] : []),
        ],
        responses: {
          '200': {
            description: 'SVG image',
            content: { 'image/svg+xml': { schema: { type: 'string' } } },
          },
          '404': errorResponse,
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront API',
      version: '1.0.0',
      description:
        'Every answer is the envelope {code, message, data}: code 0 on success; on failure the HTTP status (400, 401, 403, 404, 409, 422, 429, 500) with a non-zero code and a message localised by accept-language.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
