import { type EndpointContract, listEndpoints } from '@storefront/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps, HandlerTable, RequestContext } from '../context';
import { authenticate } from '../modules/session/sessions';
import { PUBLIC_READS } from './caching';
import { addressKey } from './client-address';
import { success } from './envelope';
import { AppError, DEFAULT_ISSUE_MESSAGE } from './errors';
import { localeFrom } from './locale';

export type ServedEndpoint = { name: string } & EndpointContract;

function inputOf(endpoint: EndpointContract, request: FastifyRequest): unknown {
  const schema = endpoint.body ?? endpoint.query;
  if (!schema) return undefined;
  // A POST without a body is an empty request object, as the SDK would send it.
  const raw = endpoint.body ? (request.body ?? {}) : request.query;
  return validInput(schema, raw);
}

/** `raw` as `schema` reads it, or a 400 naming every bad field. */
export function validInput<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(raw, { error: () => DEFAULT_ISSUE_MESSAGE, reportInput: true });
  if (!parsed.success) {
    throw new AppError(400, 'error.badRequest', {}, { issues: parsed.error.issues });
  }
  return parsed.data;
}

/** The handler's answer as the contract describes it; anything else is the server's bug. */
function outputOf(endpoint: ServedEndpoint, data: unknown, request: FastifyRequest): unknown {
  if (!endpoint.response) return data;
  const parsed = endpoint.response.safeParse(data);
  if (parsed.success) return parsed.data;
  request.log.error(
    { endpoint: endpoint.name, issues: parsed.error.issues.slice(0, 5) },
    'response does not match the contract',
  );
  throw new Error(`Response of ${endpoint.name} does not match the contract`);
}

/**
 * Registers every contract endpoint that has a handler: one route each, validating the body or
 * query with the contract's schema and answering the handler's result in the envelope.
 */
export function registerEndpoints(
  app: FastifyInstance,
  deps: AppDeps,
  handlers: HandlerTable,
): ServedEndpoint[] {
  const endpoints = listEndpoints();
  const unknown = Object.keys(handlers).filter((name) => !endpoints.some((e) => e.name === name));
  if (unknown.length > 0) throw new Error(`Handlers for unknown endpoints: ${unknown.join(', ')}`);

  const served: ServedEndpoint[] = [];
  for (const endpoint of endpoints) {
    const handler = handlers[endpoint.name];
    if (!handler) continue;
    if (handler.endpoint.path !== endpoint.path || handler.endpoint.method !== endpoint.method) {
      throw new Error(`Handler ${endpoint.name} is paired with ${handler.endpoint.path}`);
    }
    const run = handler.run as (input: unknown, ctx: RequestContext) => Promise<unknown>;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { publicRead: PUBLIC_READS.has(endpoint.name) },
      handler: async (request, reply) => {
        const now = deps.clock.now();
        const user = endpoint.auth
          ? await authenticate(deps, request.headers.authorization, now)
          : null;
        const input = inputOf(endpoint, request);
        const ctx: RequestContext = {
          deps,
          locale: localeFrom(request.headers['accept-language']),
          now,
          user,
          address: addressKey(request.ip),
          request,
          reply,
        };
        const data = await run(input, ctx);
        if (reply.sent) return reply;
        return success(outputOf(endpoint, data, request));
      },
    });
    served.push(endpoint);
  }
  return served;
}
