import type { Readable } from 'node:stream';
import { REQUEST_ID_HEADER, TRACEPARENT_HEADER, traceparentFor } from '@storefront/api-client';
import { traceOf } from '@storefront/lifecycle';
import type { Device } from '@storefront/ui-shared/device';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  isTimeout,
  requestIdHeaders,
  sendApiFailure,
  sendBodyTooLarge,
  sendPageFailure,
} from '../answers';
import { BodyTooLargeError } from '../body-limit';
import type { UpstreamName } from '../config';
import { forwardedRequestHeaders, withoutHopByHop } from '../forwarded';
import { addDefaultHeaders } from '../security-headers';
import type { UpstreamAnswer } from '../upstream';
import { mergeVary } from '../vary';
import type { AnswerHeaders } from './micro-cache';

export interface ForwardOptions {
  /** The app that answers a page; unset for the API. */
  device?: Device;
  /** Request headers the choice of upstream depended on, added to the answer's `Vary`. */
  varyOn: readonly string[];
  /** Where a shareable answer is kept in the micro-cache (a guest's page request). */
  cacheKey?: string | null;
  /** A hashed asset: an instance that lacks it (another build) is not the last word. */
  asset?: boolean;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the request on to `upstream` and its answer, streamed, to the visitor. */
    forwardTo(upstream: UpstreamName, options: ForwardOptions): FastifyReply;
  }
}

/** The headers an upstream's answer leaves with. */
function answerHead(
  reply: FastifyReply,
  answer: UpstreamAnswer,
  { device, varyOn }: ForwardOptions,
): AnswerHeaders {
  const headers = withoutHopByHop<AnswerHeaders>(
    answer.headers,
    requestIdHeaders(reply.request.id),
  );
  if (varyOn.length > 0) headers.vary = mergeVary(headers.vary, varyOn);
  const isHtml = String(headers['content-type'] ?? '').startsWith('text/html');
  if (device && isHtml && !headers['x-device']) headers['x-device'] = device;
  // The visitor's connection cannot carry a next request before its body has been read.
  if (!reply.request.raw.complete) headers.connection = 'close';
  addDefaultHeaders(headers);
  return headers;
}

/** Streams the answer to the visitor as it comes, past fastify's reply (this is the hot path). */
function streamAnswer(reply: FastifyReply, answer: UpstreamAnswer, head: AnswerHeaders): void {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(answer.statusCode, head);
  answer.body.once('error', () => response.destroy());
  answer.body.pipe(response);
}

function deliver(reply: FastifyReply, answer: UpstreamAnswer, options: ForwardOptions): void {
  if (reply.raw.destroyed) {
    answer.body.destroy();
    return;
  }
  const head = answerHead(reply, answer, options);
  const { cacheKey, device } = options;
  const { guestPages } = reply.server;
  if (device) guestPages.noteBuild(device, head);
  if (cacheKey && device && guestPages.isShareable(reply.request, answer, head)) {
    guestPages.keep(reply, answer, head, cacheKey, device);
  } else {
    streamAnswer(reply, answer, head);
  }
}

/** The request body stopped at the API's limit (a chunked body, found out while it streamed). */
function bodyWasTooLarge(request: FastifyRequest): boolean {
  const body = request.body as { errored?: unknown } | undefined;
  return body?.errored instanceof BodyTooLargeError;
}

/** No answer from any instance: the API's envelope, or the app's error page. */
function failed(reply: FastifyReply, error: Error, device?: Device): void {
  if (reply.raw.destroyed) return;
  reply.request.log.warn({ err: error }, 'upstream request failed');
  const reason = isTimeout(error) ? 'timeout' : 'error';
  reply.server.gatewayMetrics.upstreamFailures.inc({ upstream: device ?? 'api', reason });
  if (bodyWasTooLarge(reply.request)) sendBodyTooLarge(reply);
  else if (device) sendPageFailure(reply, error, device);
  else sendApiFailure(reply, error);
}

function forwardTo(
  this: FastifyReply,
  upstream: UpstreamName,
  options: ForwardOptions,
): FastifyReply {
  const { request } = this;
  const headers = forwardedRequestHeaders(request, request.headers);
  headers[REQUEST_ID_HEADER] = request.id;
  headers[TRACEPARENT_HEADER] = traceparentFor(traceOf(request.raw));
  const visitorLeft = new AbortController();
  // A visitor who leaves stops the upstream's work too.
  this.raw.once('close', () => {
    if (!this.raw.writableFinished) visitorLeft.abort();
  });
  this.server.upstreams[upstream]
    .request({
      method: request.method,
      path: request.raw.url ?? '/',
      headers,
      body: request.body as Readable | undefined,
      signal: visitorLeft.signal,
      askOthersOn404: options.asset,
    })
    .then(
      (answer) => deliver(this, answer, options),
      (error: Error) => failed(this, error, options.device),
    )
    .catch((error: unknown) => {
      // An answer node cannot pass on ends this visitor's response, never the process.
      request.log.error({ err: error }, 'upstream answer could not be sent');
      this.raw.destroy();
    });
  return this;
}

/** `reply.forwardTo`: requests go on to the configured upstreams only, answers come back streamed. */
async function forwarding(app: FastifyInstance) {
  app.decorateReply('forwardTo', forwardTo);
}

export default fp(forwarding, {
  name: 'forwarding',
  dependencies: ['gateway-metrics', 'upstreams', 'micro-cache'],
});
