import type { IncomingMessage } from 'node:http';
import { TRACEPARENT_HEADER, type TraceContext, traceContextOf } from '@storefront/api-client';
import type { FastifyServerOptions } from 'fastify';

const contexts = new WeakMap<IncomingMessage, TraceContext>();

/** The request's trace context: its `traceparent` when valid, else a new trace; made once per request. */
export function traceOf(request: IncomingMessage): TraceContext {
  let context = contexts.get(request);
  if (!context) {
    context = traceContextOf(request.headers[TRACEPARENT_HEADER]);
    contexts.set(request, context);
  }
  return context;
}

/**
 * fastify options that put the request's trace id beside its id (`reqId`) in every log line of the
 * request, the `incoming request` line included (a child logger made in a hook would miss it).
 */
export function tracingServerOptions(): Pick<FastifyServerOptions, 'childLoggerFactory'> {
  return {
    childLoggerFactory: (logger, bindings, options, rawRequest) =>
      logger.child(
        { ...bindings, traceId: traceOf(rawRequest as IncomingMessage).traceId },
        options,
      ),
  };
}
