import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import {
  catalogueMessage,
  REQUEST_BODY_LIMIT_BYTES,
  REQUEST_ID_HEADER,
  requestIdOf,
} from '@storefront/api-client';
import type { Device } from '@storefront/ui-shared/device';
import { encodingOf, guestHtmlCacheKey, isSharedCacheable } from '@storefront/ui-shared/html-cache';
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
import { HtmlMicroCache } from './html-cache';
import { unsafeTargetReason } from './request-target';
import { PAGE_CSP, SECURITY_HEADERS } from './security-headers';
import { deviceCookieHeader, parseSwitchTarget, switchDestination } from './switch';
import { mergeVary } from './vary';

export interface BuildGatewayOptions {
  config: Pick<GatewayConfig, 'upstreams' | 'trustProxy' | 'upstreamTimeoutMs'> &
    Partial<Pick<GatewayConfig, 'htmlCacheMs'>>;
  /** fastify's logger option: `false` (tests), or pino options. */
  logger?: FastifyServerOptions['logger'];
}

/** Headers and fields that must never reach a log line. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACT, censor: '[redacted]' } };
}

function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '/';
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

function isTimeout(error: Error): boolean {
  return (error as { statusCode?: number }).statusCode === 504;
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The request body stopped at the API's limit (a chunked body, found out while it streamed). */
function bodyWasTooLarge(request: FastifyRequest): boolean {
  const body = request.body as { errored?: unknown } | undefined;
  return body?.errored instanceof BodyTooLargeError;
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
}

/** Headers of a kept page that belong to one answer only. */
const PER_ANSWER_HEADERS = [
  REQUEST_ID_HEADER,
  'date',
  'content-length',
  'connection',
  'keep-alive',
];

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
  const htmlCache = new HtmlMicroCache(htmlCacheMs);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy,
    // One id per request from here on: the visitor's `x-request-id` when valid, else a new one.
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    requestIdHeader: false,
  });

  // Bodies are never parsed here: each request body streams to the upstream as it arrives. An API
  // body stops at the API's own limit (a chunked one may only turn out too large on the way).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    done(
      null,
      isApiPath(pathOf(request)) ? limitedBody(payload, REQUEST_BODY_LIMIT_BYTES) : payload,
    );
  });

  await app.register(replyFrom, {
    disableRequestLogging: true,
    undici: {
      connect: { timeout: 5_000 },
      headersTimeout: upstreamTimeoutMs,
      bodyTimeout: upstreamTimeoutMs,
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const reason = unsafeTargetReason(request.raw.url ?? '');
    if (!reason) return;
    request.log.warn({ reason }, 'request target refused');
    return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
  });

  // Refused before the body is read: node then drops the unread body, and the connection stays.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(pathOf(request)) && declaresMoreThan(request.raw, REQUEST_BODY_LIMIT_BYTES)) {
      return sendBodyTooLarge(reply);
    }
  });

  // Upstreams may send stricter values; every answer leaves with at least these.
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', PAGE_CSP);
    }
    return payload;
  });

  function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    upstream: UpstreamName,
    { device, varyOn, cacheKey }: ForwardOptions,
  ): FastifyReply {
    return reply.from(`${upstreams[upstream]}${pathOf(request)}`, {
      retryDelay: () => null,
      rewriteRequestHeaders: (_original, headers) => ({
        ...forwardedRequestHeaders(request, headers),
        [REQUEST_ID_HEADER]: request.id,
      }),
      rewriteHeaders: (headers) => {
        const answer = withoutHopByHop(headers);
        if (varyOn.length > 0) answer.vary = mergeVary(answer.vary, varyOn);
        const isHtml = String(answer['content-type'] ?? '').startsWith('text/html');
        if (device && isHtml && !answer['x-device']) answer['x-device'] = device;
        return answer;
      },
      ...(cacheKey && device ? { onResponse: keepIfShareable(request, cacheKey, device) } : {}),
      // reply-from has already logged the failure.
      onError: (_reply, { error }) => {
        if (bodyWasTooLarge(request)) sendBodyTooLarge(reply);
        else if (device) sendPageFailure(reply, error, device);
        else sendApiFailure(reply, error);
      },
    });
  }

  /** Sends the upstream's answer, and keeps a copy when it is a shareable HTML page. */
  function keepIfShareable(
    request: FastifyRequest,
    cacheKey: string,
    device: Device,
  ): FastifyReplyFromHooks['onResponse'] {
    return (_request, reply, raw) => {
      // reply-from hands over the upstream's status and body stream.
      const res = raw as unknown as { statusCode: number; stream: NodeJS.ReadableStream };
      const headers = reply.getHeaders();
      const shareable =
        res.statusCode === 200 &&
        String(headers['content-type'] ?? '').startsWith('text/html') &&
        isSharedCacheable(String(headers['cache-control'] ?? ''), 'set-cookie' in headers) &&
        String(headers['content-encoding'] ?? 'identity') ===
          encodingOf(request.headers['accept-encoding']);
      if (!shareable) {
        reply.send(res.stream);
        return;
      }
      readAll(res.stream).then(
        (body) => {
          const kept = { ...headers };
          for (const name of PER_ANSWER_HEADERS) delete kept[name];
          htmlCache.set(cacheKey, { statusCode: res.statusCode, headers: kept, body });
          reply.header('x-cache', 'MISS').send(body);
        },
        (error: Error) => sendPageFailure(reply as FastifyReply, error, device),
      );
    };
  }

  /** A guest page from the micro-cache, when it holds a fresh one. */
  function sendCached(reply: FastifyReply, cacheKey: string): boolean {
    const page = htmlCache.get(cacheKey);
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

  app.get('/healthz', async (_request, reply) => {
    const health = await checkUpstreams(upstreams);
    return reply
      .code(health.status === 'ok' ? 200 : 503)
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
    const pathname = pathOf(request);
    if (navigationLeavesApp(pathname, request.headers, request.host)) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('This page belongs to the other layout: load it in full.');
    }
    const { device, reason } = chooseDevice(pathname, request.headers);
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
    if (cacheKey && sendCached(reply, cacheKey)) return reply;
    return forward(request, reply, device, { device, varyOn, cacheKey });
  });

  return app;
}
