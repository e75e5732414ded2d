import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { readBuildId } from './build-info';
import { loadRenderPage } from './vike';

export type AppName = 'pc' | 'mobile';

export interface AppServerOptions {
  app: AppName;
  /** The app's folder: the one holding `dist/client` and `dist/server`. */
  root: string;
  /** Where the app's assets live in URLs, e.g. `/_pc/` (vike's `baseAssets`). */
  assetPrefix: string;
  logger?: FastifyServerOptions['logger'];
}

/** Hashed build output: safe to cache forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else under the prefix (latest-build file, manifest): always revalidate. */
const REVALIDATE = 'no-cache';

function normalizePrefix(prefix: string): string {
  const withLeading = prefix.startsWith('/') ? prefix : `/${prefix}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

function firstHeader(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * The HTTP server of one device app (not listening yet): the app's assets under its prefix, its
 * latest-build file and build manifest (no-cache), `/healthz`, and every other GET rendered by vike
 * with the request's cookies and user agent in `pageContext`. HTML answers carry `X-Device` and
 * `Vary: User-Agent`. Answers are compressed (brotli or gzip).
 */
export async function createAppServer(options: AppServerOptions): Promise<FastifyInstance> {
  const { app, root, logger = false } = options;
  const assetPrefix = normalizePrefix(options.assetPrefix);
  const clientDir = join(root, 'dist', 'client');
  const buildId = await readBuildId(clientDir);
  const renderPage = await loadRenderPage(root);

  const server = Fastify({ logger, trustProxy: true });
  await server.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Pages are compressed per request: a middle quality keeps brotli fast.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await server.register(fastifyStatic, {
    root: clientDir,
    prefix: assetPrefix,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const hashed = path.startsWith(join(clientDir, 'assets'));
      reply.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });

  server.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok', app, buildId };
  });

  server.get('*', async (request, reply) => {
    const userAgent = firstHeader(request.headers['user-agent']);
    const { httpResponse } = await renderPage({
      urlOriginal: request.url,
      headersOriginal: request.headers,
      userAgent,
      cookieHeader: firstHeader(request.headers.cookie),
      device: app,
      buildId,
    });
    if (!httpResponse) return reply.callNotFound();
    for (const [name, value] of httpResponse.headers) reply.header(name, value);
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.includes('text/html')) {
      reply.header('X-Device', app);
      reply.header('Vary', 'User-Agent');
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-cache');
    }
    return reply.status(httpResponse.statusCode).send(httpResponse.body);
  });

  return server;
}
