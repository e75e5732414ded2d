import { REQUEST_ID_HEADER } from '@storefront/api-client';
import type { Device } from '@storefront/ui-shared/device';
import { encodingOf, guestHtmlCacheKey, isSharedCacheable } from '@storefront/ui-shared/html-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendPageFailure } from '../answers';
import { isPageData } from '../client-navigation';
import type { GatewayConfig } from '../config';
import { type CachedPage, HtmlMicroCache } from '../html-cache';
import type { GatewayMetrics } from '../metrics';
import type { UpstreamAnswer } from '../upstream';

declare module 'fastify' {
  interface FastifyInstance {
    /** Guest pages kept for a moment and sent to the next guests who ask (`GATEWAY_HTML_CACHE_MS`). */
    guestPages: GuestPages;
  }
}

export type AnswerHeaders = CachedPage['headers'];

/** Headers of a kept page that belong to one answer only. */
const PER_ANSWER_HEADERS = [
  REQUEST_ID_HEADER,
  'server-timing',
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

/** The micro-cache as requests and answers meet it: what is kept, under which key, and sent back. */
export class GuestPages {
  constructor(
    private readonly cache: HtmlMicroCache,
    private readonly lookups: GatewayMetrics['htmlCache'],
  ) {}

  /** Where a page request's answer is kept; null when it never is (cache off, HEAD, page data). */
  keyOf(request: FastifyRequest, device: Device): string | null {
    if (!this.cache.enabled || request.method !== 'GET' || isPageData(request.routedPath)) {
      return null;
    }
    return guestHtmlCacheKey({
      device,
      url: request.raw.url ?? '/',
      cookieHeader: request.headers.cookie,
      acceptEncoding: request.headers['accept-encoding'],
    });
  }

  /** Learns the build of one of `device`'s answers (any page, kept or not). */
  noteBuild(device: Device, head: AnswerHeaders): void {
    this.cache.noteBuild(device, head);
  }

  /** A guest page from the micro-cache, when it holds a fresh one. */
  sendKept(reply: FastifyReply, device: Device, cacheKey: string): boolean {
    const page = this.cache.get(device, cacheKey);
    this.lookups.inc({ device, result: page ? 'hit' : 'miss' });
    if (!page) return false;
    const age = Math.floor((Date.now() - (page.expiresAt - this.cache.ttlMs)) / 1000);
    reply
      .code(page.statusCode)
      .headers(page.headers)
      .header('age', String(age))
      .header('x-cache', 'HIT')
      .send(page.body);
    return true;
  }

  /** A guest's HTML page that others may be sent too, in the encoding the key names. */
  isShareable(request: FastifyRequest, answer: UpstreamAnswer, head: AnswerHeaders): boolean {
    return (
      answer.statusCode === 200 &&
      String(head['content-type'] ?? '').startsWith('text/html') &&
      isSharedCacheable(String(head['cache-control'] ?? ''), 'set-cookie' in head) &&
      String(head['content-encoding'] ?? 'identity') ===
        encodingOf(request.headers['accept-encoding'])
    );
  }

  /** Sends a shareable page once it has arrived whole, and keeps a copy in the micro-cache. */
  keep(
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
        this.cache.set(device, cacheKey, { statusCode: 200, headers: kept, body });
        reply.headers(head).header('x-cache', 'MISS').send(body);
      },
      (error: Error) => sendPageFailure(reply, error, device),
    );
  }
}

export interface MicroCacheOptions {
  /** How long a guest page is kept (0: never). */
  ttlMs: GatewayConfig['htmlCacheMs'];
}

async function microCache(app: FastifyInstance, { ttlMs }: MicroCacheOptions) {
  app.decorate(
    'guestPages',
    new GuestPages(new HtmlMicroCache(ttlMs), app.gatewayMetrics.htmlCache),
  );
}

export default fp(microCache, { name: 'micro-cache', dependencies: ['gateway-metrics'] });
