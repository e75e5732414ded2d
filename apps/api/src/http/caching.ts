import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Contract endpoints whose answer is public and read-only: the same for every caller given the
 * request (body, `accept-language`), never about a user, a guest or a cart. Only these carry an
 * ETag and a shared-cache `Cache-Control`; every other answer stays `no-store`.
 */
export const PUBLIC_READS: ReadonlySet<string> = new Set([
  'shopHome.summary',
  'shopHome.summaryNew',
  'shopHome.frame',
  'shopGame.list',
  'shopGame.simpleList',
  'shopGame.simplePageList',
  'shopGame.detail',
  'promotion.list',
  'promotion.detail',
  'content.page',
  'shopRazer.getRate',
  'legacy.game.list',
  'legacy.game.detail',
  'legacy.game.packs',
  'legacy.game.accountInfo',
  'legacy.game.titleList',
  'legacy.currency.list',
  'legacy.pageSettings.homeCarouselList',
]);

/** Fresh for 30 s, then served stale for up to 5 minutes while a cache revalidates it. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

/** Smaller answers are not worth the compressor's time (nor the bytes of its header). */
export const COMPRESS_MIN_BYTES = 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers public, read-only data (see PUBLIC_READS). */
    publicRead?: boolean;
  }
}

const gzipAsync = promisify(gzip);

/** A weak validator of the answer's bytes (before any content coding). */
function etagOf(payload: string): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** `If-None-Match` names this ETag (weak comparison) or `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.slice(2);
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === opaque || tag === `W/${opaque}`);
}

/** gzip is asked for (`accept-encoding` names it without `q=0`). */
function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    return !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/** Adds header names to `Vary`, keeping those already there (CORS says `Origin`). */
function addVary(reply: FastifyReply, names: string[]): void {
  const current = String(reply.getHeader('vary') ?? '');
  const missing = names.filter((name) => !new RegExp(`\\b${name}\\b`, 'i').test(current));
  if (missing.length > 0) reply.header('vary', [current, ...missing].filter(Boolean).join(', '));
}

function isJson(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('application/json');
}

/**
 * Public reads get an ETag, `Cache-Control` for shared caches and a 304 (no body) when the
 * caller's `If-None-Match` already holds them; the route is an RPC-style POST, so the 304 also
 * answers a POST whose caller sent the validator on purpose (the SDK, SSR, a proxy). Then every JSON
 * answer of at least COMPRESS_MIN_BYTES is gzipped when the caller asks for it.
 */
export function registerHttpCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.publicRead || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string') return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    addVary(reply, ['accept-language', 'accept-encoding']);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    return '';
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || reply.statusCode === 304 || !isJson(reply)) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    addVary(reply, ['accept-encoding']);
    if (!acceptsGzip(request) || reply.hasHeader('content-encoding')) return payload;
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return gzipAsync(payload, { level: constants.Z_BEST_SPEED });
  });
}
