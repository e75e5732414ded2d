import { REQUEST_BODY_LIMIT_BYTES } from '@storefront/api-client';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestIdHeaders, sendBadRequest, sendBodyTooLarge } from '../answers';
import { declaresMoreThan, limitedBody } from '../body-limit';
import { readRequestTarget } from '../request-target';
import { ANSWER_DEFAULT_HEADERS } from '../security-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The path as the router matched it (`readRequestTarget`), set once when the request arrives:
     * the one every rule reads (body limit, app choice, page data, Referer check).
     */
    routedPath: string;
  }
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Bodies are never parsed here: each request body streams to the upstream as it arrives. An API
 * body stops at the API's own limit (a chunked one may only turn out too large on the way).
 */
function streamBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    done(
      null,
      isApiPath(request.routedPath) ? limitedBody(payload, REQUEST_BODY_LIMIT_BYTES) : payload,
    );
  });
}

/** The request id on every answer, the request target read once, an oversized API body refused. */
function readEachRequest(app: FastifyInstance): void {
  // Callback-style hooks: this runs on every request, and a promise per hook costs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(requestIdHeaders(request.id));
    const target = readRequestTarget(request.raw.url ?? '');
    if (target.path === null) {
      request.log.warn({ reason: target.reason }, 'request target refused');
      sendBadRequest(reply);
      return;
    }
    request.routedPath = target.path;
    // Refused before the body is read: node then drops the unread body, and the connection stays.
    if (isApiPath(request.routedPath) && declaresMoreThan(request.raw, REQUEST_BODY_LIMIT_BYTES)) {
      sendBodyTooLarge(reply);
      return;
    }
    done();
  });
}

/** The gateway's own answers; a proxied one gets the same headers as it streams (`forwarding`). */
function addDefaultHeadersToOwnAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const name in ANSWER_DEFAULT_HEADERS) {
      if (!reply.hasHeader(name)) reply.header(name, ANSWER_DEFAULT_HEADERS[name]);
    }
    done(null, payload);
  });
}

async function requestHooks(app: FastifyInstance) {
  app.decorateRequest('routedPath', '');
  streamBodies(app);
  readEachRequest(app);
  addDefaultHeadersToOwnAnswers(app);
}

export default fp(requestHooks, { name: 'request-hooks' });
