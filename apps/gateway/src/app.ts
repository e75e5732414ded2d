import replyFrom from '@fastify/reply-from';
import { catalogueMessage } from '@storefront/api-client';
import type { Device } from '@storefront/ui-shared/device';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { isPageData, navigationLeavesApp } from './client-navigation';
import type { GatewayConfig, UpstreamName } from './config';
import { chooseDevice } from './device-choice';
import { ERROR_PAGE_CSP, upstreamErrorPage } from './error-page';
import { forwardedRequestHeaders, withoutHopByHop } from './forwarded';
import { checkUpstreams } from './health';
import { unsafeTargetReason } from './request-target';
import { PAGE_CSP, SECURITY_HEADERS } from './security-headers';
import { deviceCookieHeader, parseSwitchTarget, switchDestination } from './switch';
import { mergeVary } from './vary';

export interface BuildGatewayOptions {
  config: Pick<GatewayConfig, 'upstreams' | 'trustProxy' | 'upstreamTimeoutMs'>;
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
}

/**
 * The public entry of the store: `/api/*` to the API server, every other path to the pc or mobile
 * app, all streamed both ways, to the configured upstreams only.
 */
export async function buildGateway(options: BuildGatewayOptions): Promise<FastifyInstance> {
  const { upstreams, trustProxy, upstreamTimeoutMs } = options.config;
  const app = Fastify({ logger: options.logger ?? false, trustProxy });

  // Bodies are never parsed here: each request body streams to the upstream as it arrives.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  await app.register(replyFrom, {
    disableRequestLogging: true,
    undici: {
      connect: { timeout: 5_000 },
      headersTimeout: upstreamTimeoutMs,
      bodyTimeout: upstreamTimeoutMs,
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    const reason = unsafeTargetReason(request.raw.url ?? '');
    if (!reason) return;
    request.log.warn({ reason }, 'request target refused');
    return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
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
    { device, varyOn }: ForwardOptions,
  ): FastifyReply {
    return reply.from(`${upstreams[upstream]}${pathOf(request)}`, {
      retryDelay: () => null,
      rewriteRequestHeaders: (_original, headers) => forwardedRequestHeaders(request, headers),
      rewriteHeaders: (headers) => {
        const answer = withoutHopByHop(headers);
        if (varyOn.length > 0) answer.vary = mergeVary(answer.vary, varyOn);
        const isHtml = String(answer['content-type'] ?? '').startsWith('text/html');
        if (device && isHtml && !answer['x-device']) answer['x-device'] = device;
        return answer;
      },
      // reply-from has already logged the failure.
      onError: (_reply, { error }) => {
        if (device) sendPageFailure(reply, error, device);
        else sendApiFailure(reply, error);
      },
    });
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
    return forward(request, reply, device, { device, varyOn });
  });

  return app;
}
