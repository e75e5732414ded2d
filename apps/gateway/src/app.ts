import type { Readable } from 'node:stream';
import {
  catalogueMessage,
  DEFAULT_SLOW_CLIENT_LIMITS,
  REQUEST_BODY_LIMIT_BYTES,
  REQUEST_ID_HEADER,
  requestIdOf,
  requestIdServerTiming,
  slowClientServerOptions,
  TRACEPARENT_HEADER,
  traceparentFor,
} from '@storefront/api-client';
import { METRICS_PATH, registerProbes, traceOf, tracingServerOptions } from '@storefront/lifecycle';
import type { Device } from '@storefront/ui-shared/device';
import { encodingOf, guestHtmlCacheKey, isSharedCacheable } from '@storefront/ui-shared/html-cache';
import { crossDevicePath } from '@storefront/ui-shared/routes';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  BODY_TOO_LARGE_ANSWER,
  BodyTooLargeError,
  declaresMoreThan,
  limitedBody,
} from './body-limit';
import { isPageData, navigationLeavesApp } from './client-navigation';
import type { GatewayConfig, UpstreamName } from './config';
import { chooseDevice } from './device-choice';
import { ERROR_PAGE_CSP, upstreamErrorPage } from './error-page';
import { forwardedRequestHeaders, withoutHopByHop } from './forwarded';
import { checkUpstreams } from './health';
import { type CachedPage, HtmlMicroCache } from './html-cache';
import { createGatewayMetrics, listenForMetrics } from './metrics';
import { readRequestTarget } from './request-target';
import { ANSWER_DEFAULT_HEADERS, addDefaultHeaders } from './security-headers';
import { deviceCookieHeader, parseSwitchTarget, switchDestination } from './switch';
import { asTimeout, Upstream, type UpstreamAnswer, UpstreamTimeoutError } from './upstream';
import { mergeVary } from './vary';

export interface BuildGatewayOptions {
  config: Pick<GatewayConfig, 'upstreams' | 'trustProxy' | 'upstreamTimeoutMs'> &
    Partial<Pick<GatewayConfig, 'htmlCacheMs' | 'slowClients' | 'metrics'>>;
  /** How often each upstream instance's `/readyz` is checked (default 2 s; 0: never). */
  readyCheckEveryMs?: number;
  /** fastify's logger option: `false` (tests), or pino options. */
  logger?: FastifyServerOptions['logger'];
}

/** Headers and fields that must never reach a log line. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACT, censor: '[redacted]' } };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `http://host:port/metrics` of the metrics listener; null when it is off. */
    metricsUrl: string | null;
  }
  interface FastifyRequest {
    /**
     * The path as the router matched it (`readRequestTarget`), set once when the request arrives:
     * the one every rule reads (body limit, app choice, page data, Referer check).
     */
    routedPath: string;
  }
}

/** How long connecting to an upstream may take. */
const CONNECT_TIMEOUT_MS = 5_000;

/** How often each upstream instance is asked whether it can serve (`/readyz`). */
const READY_CHECK_EVERY_MS = 2_000;

function isTimeout(error: Error): boolean {
  return asTimeout(error) instanceof UpstreamTimeoutError;
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * A shared link of the other layout (`/search?q=x` opened on a phone): its twin on the visitor's
 * layout, query kept, or null. Only where the visitor's device decided (a prefix picks the layout
 * itself), and never for the client router's page data (`navigationLeavesApp` handles those).
 */
function crossDeviceLocation(
  pathname: string,
  rawUrl: string,
  choice: { device: Device; reason: string },
): string | null {
  if (choice.reason !== 'cookie' && choice.reason !== 'user-agent') return null;
  if (isPageData(pathname)) return null;
  const twin = crossDevicePath(choice.device, pathname);
  if (twin === null) return null;
  const queryStart = rawUrl.indexOf('?');
  return queryStart === -1 ? twin : `${twin}${rawUrl.slice(queryStart)}`;
}

/** The request body stopped at the API's limit (a chunked body, found out while it streamed). */
function bodyWasTooLarge(request: FastifyRequest): boolean {
  const body = request.body as { errored?: unknown } | undefined;
  return body?.errored instanceof BodyTooLargeError;
}

/**
 * A request target refused before routing: a fixed text that never echoes the target, with the
 * headers every answer has (the request id is set by the caller).
 */
function sendBadRequest(reply: FastifyReply): void {
  reply
    .code(400)
    .headers(ANSWER_DEFAULT_HEADERS)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Bad Request');
}

function sendBodyTooLarge(reply: FastifyReply): void {
  reply
    .code(413)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(BODY_TOO_LARGE_ANSWER);
}

function sendApiFailure(reply: FastifyReply, error: Error): void {
  const status = isTimeout(error) ? 504 : 502;
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ code: status, message: catalogueMessage(status), data: null });
}

function sendPageFailure(reply: FastifyReply, error: Error, device: Device): void {
  reply
    .code(isTimeout(error) ? 504 : 502)
    .header('cache-control', 'no-store')
    .header('x-device', device)
    .header('content-security-policy', ERROR_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(upstreamErrorPage());
}

interface ForwardOptions {
  /** The app that answers a page; unset for the API. */
  device?: Device;
  /** Request headers the choice of upstream depended on, added to the answer's `Vary`. */
  varyOn: readonly string[];
  /** Where a shareable answer is kept in the micro-cache (a guest's page request). */
  cacheKey?: string | null;
  /** A hashed asset: an instance that lacks it (another build) is not the last word. */
  asset?: boolean;
}

type AnswerHeaders = CachedPage['headers'];

/** Headers of a kept page that belong to one answer only. */
const PER_ANSWER_HEADERS = [
  REQUEST_ID_HEADER,
  'server-timing',
  'date',
  'content-length',
  'connection',
  'keep-alive',
];

/** The request's id on its answer: `x-request-id`, and `Server-Timing` for the page's script. */
function requestIdHeaders(id: string): Record<string, string> {
  return { [REQUEST_ID_HEADER]: id, 'server-timing': requestIdServerTiming(id) };
}

function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * The public entry of the store: `/api/*` to the API server, every other path to the pc or mobile
 * app, all streamed both ways, to the configured upstreams only.
 */
export async function buildGateway(options: BuildGatewayOptions): Promise<FastifyInstance> {
  const { upstreams, trustProxy, upstreamTimeoutMs, htmlCacheMs = 0 } = options.config;
  const { slowClients = DEFAULT_SLOW_CLIENT_LIMITS } = options.config;
  const htmlCache = new HtmlMicroCache(htmlCacheMs);
  const timeouts = { connectMs: CONNECT_TIMEOUT_MS, idleMs: upstreamTimeoutMs };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy,
    // A visitor who sends headers or body a byte at a time is cut off (408, then closed).
    ...slowClientServerOptions(slowClients),
    // One id per request from here on: the visitor's `x-request-id` when valid, else a new one.
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    requestIdHeader: false,
    // Log lines carry the trace id (the visitor's `traceparent` when valid, else a new trace).
    ...tracingServerOptions(),
    // A target the router cannot even decode (`/_pc/%c0%ae`): the same refusal as any other.
    frameworkErrors: (error, request, reply) => {
      request.log.warn({ reason: error.code }, 'request target refused');
      sendBadRequest(reply.headers(requestIdHeaders(request.id)));
    },
  });

  app.decorateRequest('routedPath', '');
  const metrics = createGatewayMetrics(app);
  const { metrics: metricsListener = null } = options.config;
  app.decorate(
    'metricsUrl',
    metricsListener
      ? `${await listenForMetrics(app, metrics.registry, metricsListener)}/metrics`
      : null,
  );

  // Bodies are never parsed here: each request body streams to the upstream as it arrives. An API
  // body stops at the API's own limit (a chunked one may only turn out too large on the way).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    done(
      null,
      isApiPath(request.routedPath) ? limitedBody(payload, REQUEST_BODY_LIMIT_BYTES) : payload,
    );
  });

  const checks = { checkEveryMs: options.readyCheckEveryMs ?? READY_CHECK_EVERY_MS };
  const servers = {
    pc: new Upstream(upstreams.pc, timeouts, checks),
    mobile: new Upstream(upstreams.mobile, timeouts, checks),
    api: new Upstream(upstreams.api, timeouts, checks),
  } satisfies Record<UpstreamName, Upstream>;
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(servers).map((server) => server.close()));
  });

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

  // The gateway's own answers; a proxied one gets the same headers as it streams (`answerHead`).
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const name in ANSWER_DEFAULT_HEADERS) {
      if (!reply.hasHeader(name)) reply.header(name, ANSWER_DEFAULT_HEADERS[name]);
    }
    done(null, payload);
  });

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
  function streamAnswer(reply: FastifyReply, answer: UpstreamAnswer, head: AnswerHeaders) {
    reply.hijack();
    const response = reply.raw;
    response.writeHead(answer.statusCode, head);
    answer.body.once('error', () => response.destroy());
    answer.body.pipe(response);
  }

  function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    upstream: UpstreamName,
    options: ForwardOptions,
  ): FastifyReply {
    const headers = forwardedRequestHeaders(request, request.headers);
    headers[REQUEST_ID_HEADER] = request.id;
    headers[TRACEPARENT_HEADER] = traceparentFor(traceOf(request.raw));
    const visitorLeft = new AbortController();
    // A visitor who leaves stops the upstream's work too.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) visitorLeft.abort();
    });
    servers[upstream]
      .request({
        method: request.method,
        path: request.raw.url ?? '/',
        headers,
        body: request.body as Readable | undefined,
        signal: visitorLeft.signal,
        askOthersOn404: options.asset,
      })
      .then(
        (answer) => deliver(request, reply, answer, options),
        (error: Error) => failed(request, reply, error, options.device),
      )
      .catch((error: unknown) => {
        // An answer node cannot pass on ends this visitor's response, never the process.
        request.log.error({ err: error }, 'upstream answer could not be sent');
        reply.raw.destroy();
      });
    return reply;
  }

  function deliver(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: UpstreamAnswer,
    options: ForwardOptions,
  ): void {
    if (reply.raw.destroyed) {
      answer.body.destroy();
      return;
    }
    const head = answerHead(reply, answer, options);
    const { cacheKey, device } = options;
    if (device) htmlCache.noteBuild(device, head);
    if (cacheKey && device && isShareable(request, answer, head)) {
      keep(reply, answer, head, cacheKey, device);
    } else {
      streamAnswer(reply, answer, head);
    }
  }

  /** No answer from any instance: the API's envelope, or the app's error page. */
  function failed(request: FastifyRequest, reply: FastifyReply, error: Error, device?: Device) {
    if (reply.raw.destroyed) return;
    request.log.warn({ err: error }, 'upstream request failed');
    const reason = isTimeout(error) ? 'timeout' : 'error';
    metrics.upstreamFailures.inc({ upstream: device ?? 'api', reason });
    if (bodyWasTooLarge(request)) sendBodyTooLarge(reply);
    else if (device) sendPageFailure(reply, error, device);
    else sendApiFailure(reply, error);
  }

  /** A guest's HTML page that others may be sent too, in the encoding the key names. */
  function isShareable(
    request: FastifyRequest,
    answer: UpstreamAnswer,
    head: AnswerHeaders,
  ): boolean {
    return (
      answer.statusCode === 200 &&
      String(head['content-type'] ?? '').startsWith('text/html') &&
      isSharedCacheable(String(head['cache-control'] ?? ''), 'set-cookie' in head) &&
      String(head['content-encoding'] ?? 'identity') ===
        encodingOf(request.headers['accept-encoding'])
    );
  }

  /** Sends a shareable page once it has arrived whole, and keeps a copy in the micro-cache. */
  function keep(
    reply: FastifyReply,
    answer: UpstreamAnswer,
    head: AnswerHeaders,
    cacheKey: string,
    device: Device,
  ): void {
    readAll(answer.body).then(
      (body) => {
        const kept = { ...head };
        for (const name of PER_ANSWER_HEADERS) delete kept[name];
        htmlCache.set(device, cacheKey, { statusCode: 200, headers: kept, body });
        reply.headers(head).header('x-cache', 'MISS').send(body);
      },
      (error: Error) => sendPageFailure(reply, error, device),
    );
  }

  /** A guest page from the micro-cache, when it holds a fresh one. */
  function sendCached(reply: FastifyReply, device: Device, cacheKey: string): boolean {
    const page = htmlCache.get(device, cacheKey);
    metrics.htmlCache.inc({ device, result: page ? 'hit' : 'miss' });
    if (!page) return false;
    const age = Math.floor((Date.now() - (page.expiresAt - htmlCache.ttlMs)) / 1000);
    reply
      .code(page.statusCode)
      .headers(page.headers)
      .header('age', String(age))
      .header('x-cache', 'HIT')
      .send(page.body);
    return true;
  }

  // Ready means this process can serve: never its upstreams' health (that is /healthz).
  registerProbes(app);

  // The apps answer their metrics on their own ports: never to visitors through this one.
  app.all(METRICS_PATH, async (_request, reply) =>
    reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not Found'),
  );

  app.get('/healthz', async (_request, reply) => {
    const { health, serving } = await checkUpstreams(servers);
    return reply
      .code(serving ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });

  app.get('/_switch', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const to = parseSwitchTarget(query.to);
    if (!to) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send('to must be pc, mobile or auto');
    }
    return reply
      .code(302)
      .header('set-cookie', deviceCookieHeader(to, request.protocol === 'https'))
      .header('cache-control', 'no-store')
      .header('location', switchDestination(to, query.next))
      .send();
  });

  const proxyApi = async (request: FastifyRequest, reply: FastifyReply) =>
    forward(request, reply, 'api', { varyOn: [] });
  app.all('/api', proxyApi);
  app.all('/api/*', proxyApi);

  app.all('/*', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .type('text/plain')
        .send('Method Not Allowed');
    }
    const pathname = request.routedPath;
    if (navigationLeavesApp(pathname, request.headers, request.host)) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('This page belongs to the other layout: load it in full.');
    }
    const { device, reason } = chooseDevice(pathname, request.headers);
    const twin = crossDeviceLocation(pathname, request.raw.url ?? '/', { device, reason });
    if (twin !== null) {
      // The answer depends on the visitor's device: never kept for another visitor.
      return reply
        .code(302)
        .header('location', twin)
        .header('vary', 'User-Agent, Cookie')
        .header('cache-control', 'private, no-store')
        .send();
    }
    const varyOn = [
      ...(reason === 'cookie' || reason === 'user-agent' ? ['User-Agent', 'Cookie'] : []),
      ...(isPageData(pathname) ? ['Referer'] : []),
    ];
    const cacheKey =
      htmlCache.enabled && request.method === 'GET' && !isPageData(pathname)
        ? guestHtmlCacheKey({
            device,
            url: request.raw.url ?? '/',
            cookieHeader: request.headers.cookie,
            acceptEncoding: request.headers['accept-encoding'],
          })
        : null;
    if (cacheKey && sendCached(reply, device, cacheKey)) return reply;
    const asset = reason === 'asset';
    return forward(request, reply, device, { device, varyOn, cacheKey, asset });
  });

  return app;
}
