import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** Hop-by-hop headers (RFC 9110 section 7.6.1): they describe one connection, never the next. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

export function withoutHopByHop<T extends object>(headers: T): T {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name as keyof T];
  return copy;
}

/**
 * The request headers an upstream receives: the visitor's, minus hop-by-hop ones, plus
 * `X-Forwarded-For/-Proto/-Host/-Port` as the gateway saw the request. Incoming `X-Forwarded-*`
 * headers are kept only from a trusted proxy (fastify's `trustProxy` decides, through
 * `request.ips`, `request.protocol` and `request.host`).
 */
export function forwardedRequestHeaders(
  request: Pick<FastifyRequest, 'ip' | 'ips' | 'protocol' | 'host' | 'port'>,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const forwarded = withoutHopByHop(headers);
  for (const name of Object.keys(forwarded)) {
    if (name.startsWith('x-forwarded-')) delete forwarded[name];
  }
  // `request.ips` is [socket address, ...trusted hops] nearest first; the header lists farthest first.
  const chain = request.ips ? [...request.ips].reverse() : [request.ip];
  const host = request.host;
  forwarded['x-forwarded-for'] = chain.join(', ');
  forwarded['x-forwarded-proto'] = request.protocol;
  forwarded['x-forwarded-host'] = host;
  const port = request.port ?? (request.protocol === 'https' ? 443 : 80);
  forwarded['x-forwarded-port'] = String(port);
  return forwarded;
}
