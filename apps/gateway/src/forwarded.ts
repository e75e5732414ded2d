import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** Hop-by-hop headers (RFC 9110 section 7.6.1): they describe one connection, never the next. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Request headers the gateway answers itself: the upstream sees its own `Host`, and node has
 * already sent the visitor's `Expect: 100-continue` its `100 Continue` (undici refuses `Expect`).
 */
const NOT_FORWARDED = new Set(['host', 'expect']);

type HeaderValue = string | number | string[] | undefined;

/**
 * `headers` without hop-by-hop ones, copied into `into`. One pass into a fresh object: deleting
 * keys would leave a slow dictionary-mode object, and this runs twice per proxied request.
 */
export function withoutHopByHop<T extends Record<string, HeaderValue>>(
  headers: Readonly<Record<string, HeaderValue>>,
  into: T,
): T {
  const copy: Record<string, HeaderValue> = into;
  for (const name in headers) {
    if (!HOP_BY_HOP.has(name)) copy[name] = headers[name];
  }
  return into;
}

/**
 * The request headers an upstream receives: the visitor's, minus hop-by-hop ones, `Host` and
 * `Expect` (`NOT_FORWARDED`), plus `X-Forwarded-For/-Proto/-Host/-Port` as the gateway saw the
 * request. Incoming `X-Forwarded-*` headers count only from a trusted proxy (fastify's
 * `trustProxy` decides, through `request.ip`, `request.protocol` and `request.host`).
 * `X-Forwarded-For` is the one client address the gateway settled on, not the chain: who the
 * client is gets decided once, here, so the upstreams trust the gateway alone whatever stands in
 * front of it (a balancer's address need not be known to the API).
 */
export function forwardedRequestHeaders(
  request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host' | 'port'>,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = {};
  for (const name in headers) {
    if (!HOP_BY_HOP.has(name) && !NOT_FORWARDED.has(name) && !name.startsWith('x-forwarded-')) {
      forwarded[name] = headers[name];
    }
  }
  const host = request.host;
  forwarded['x-forwarded-for'] = request.ip;
  forwarded['x-forwarded-proto'] = request.protocol;
  forwarded['x-forwarded-host'] = host;
  const port = request.port ?? (request.protocol === 'https' ? 443 : 80);
  forwarded['x-forwarded-port'] = String(port);
  return forwarded;
}
