import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  REQUEST_ID_HEADER,
  requestIdOf,
  requestIdServerTiming,
  traceparentFor,
} from '@storefront/api-client';
import {
  registerMetrics,
  registerProbes,
  traceOf,
  tracingServerOptions,
} from '@storefront/lifecycle';
import { callReporter, type ErrorReporter, type ErrorWhere } from '@storefront/ui-shared';
import { htmlCacheControl } from '@storefront/ui-shared/html-cache';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { previousAssetRoots, readBuildInfoSync } from './build-info';
import { createAppMetrics } from './metrics';
import { loadRenderPage } from './vike';

export type AppName = 'pc' | 'mobile';

export interface AppServerOptions {
  app: AppName;
  /** The app's folder: the one holding `dist/client` and `dist/server`. */
  root: string;
  /** Where the app's assets live in URLs, e.g. `/_pc/` (vike's `baseAssets`). */
  assetPrefix: string;
  /** fastify's logger option: `false` (the default here), or pino options (`appLoggerOptions`). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Hears every page that failed to render (`ssr`) and every other failed request (`server`), with
   * the request's id. Failures are logged either way.
   */
  reportError?: ErrorReporter;
}

/** Headers that must never reach a log line. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** JSON lines at `level`, one per request start and end (id, method, url, status, time). */
export function appLoggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACT, censor: '[redacted]' } };
}

/** Answers up to this size are compressed in one synchronous call (pages are ~50-60 KiB). */
const PAGE_SYNC_COMPRESS_MAX_BYTES = 1024 * 1024;

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
 * latest-build file and build manifest (no-cache), `/healthz`, `/livez`, `/readyz`, `/metrics`, and every other GET rendered by vike
 * with the request's cookies and user agent in `pageContext`. HTML answers carry `X-Device` and
 * `Vary: User-Agent, Cookie` and the `Cache-Control` of `htmlCacheControl` (shared for a guest's
 * catalogue page, private otherwise). Answers are compressed (brotli or gzip).
 */
export async function createAppServer(options: AppServerOptions): Promise<FastifyInstance> {
  const { app, root, logger = false, reportError } = options;
  const clientDir = join(root, 'dist', 'client');
  const build = readBuildInfoSync(clientDir);
  const renderPage = await loadRenderPage(root);

  const server = Fastify({
    logger,
    trustProxy: true,
    // The gateway's id for the request (or the caller's, when valid): SSR sends it on to the API.
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    requestIdHeader: false,
    // Log lines carry the trace id the gateway sent (`traceparent`), SSR sends it on to the API.
    ...tracingServerOptions(),
  });
  const metrics = createAppMetrics();
  registerMetrics(server, { registry: metrics.registry, source: metrics.source });
  const report = errorReport(app, reportError);
  server.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // The page's script reads its request id here: the HTML never holds it (guest pages are shared).
    reply.header('server-timing', requestIdServerTiming(request.id));
  });
  // fastify logs these itself.
  server.addHook('onError', async (request, _reply, error) => report(request, error, 'server'));
  await registerAssets(server, {
    root,
    clientDir,
    assetPrefix: normalizePrefix(options.assetPrefix),
  });

  // The build is loaded before the server exists: ready until it shuts down.
  registerProbes(server);

  server.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok', app, buildId: build.buildId };
  });

  registerPages(server, { app, build, renderPage, metrics, report });
  return server;
}

type Report = (request: FastifyRequest, error: unknown, where: ErrorWhere) => void;

/** Hands a failure to the app's error reporter, if it has one; a failing reporter is logged. */
function errorReport(app: AppName, reportError: ErrorReporter | undefined): Report {
  return (request, error, where) => {
    if (!reportError) return;
    const context = { where, requestId: request.id, url: request.url, app };
    callReporter(reportError, error, context, (failure) =>
      request.log.error({ err: failure }, 'the error reporter failed'),
    );
  };
}

/** Compression for every answer, and the build's files under the app's asset prefix. */
async function registerAssets(
  server: FastifyInstance,
  { root, clientDir, assetPrefix }: { root: string; clientDir: string; assetPrefix: string },
): Promise<void> {
  await server.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Pages are compressed per request. Quality 4 takes half the CPU of 5 (0.37 against 0.73 ms for
    // the mobile home) for 0.6 KB more of its 8 KB, and is as small as gzip's default.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    // A rendered page is one string: compressed in one call it costs less CPU than through a
    // stream (the plugin streams anything over 8 KiB on two cores).
    syncThreshold: PAGE_SYNC_COMPRESS_MAX_BYTES,
  });
  // A page of a replaced build, answered by this instance, still finds its hashed assets.
  const previousRoots = previousAssetRoots(join(root, 'dist'));
  const hashedDirs = [join(clientDir, 'assets'), ...previousRoots];
  await server.register(fastifyStatic, {
    root: [clientDir, ...previousRoots],
    prefix: assetPrefix,
    index: false,
    wildcard: true,
    cacheControl: false,
    allowedPath: (path, from) => from === clientDir || path.startsWith('/assets/'),
    setHeaders(reply, path) {
      const hashed = hashedDirs.some((dir) => path.startsWith(dir));
      reply.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
}

interface PagesOptions {
  app: AppName;
  build: ReturnType<typeof readBuildInfoSync>;
  renderPage: Awaited<ReturnType<typeof loadRenderPage>>;
  metrics: ReturnType<typeof createAppMetrics>;
  report: Report;
}

/** Every other GET, rendered by vike, with the headers a page's caches and the gateway read. */
function registerPages(server: FastifyInstance, options: PagesOptions): void {
  const { app, build, renderPage, metrics, report } = options;
  const { buildId, builtAt } = build;
  server.get('*', async (request, reply) => {
    const userAgent = firstHeader(request.headers['user-agent']);
    const cookieHeader = firstHeader(request.headers.cookie);
    const started = process.hrtime.bigint();
    const pageContext = await renderPage({
      urlOriginal: request.url,
      headersOriginal: request.headers,
      userAgent,
      cookieHeader,
      device: app,
      buildId,
      builtAt,
      requestId: request.id,
      traceparent: traceparentFor(traceOf(request.raw)),
    });
    const page = pageContext.pageId?.split('/').pop();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics.renderSeconds.observe({ app, page: page ?? 'none' }, seconds);
    const { httpResponse, errorWhileRendering } = pageContext;
    // `throw render(503)` and the like are answers the page chose, not failures.
    if (errorWhileRendering && pageContext.abortStatusCode === undefined) {
      request.log.error({ err: errorWhileRendering, where: 'ssr' }, 'the page failed to render');
      report(request, errorWhileRendering, 'ssr');
    }
    if (!httpResponse) return reply.callNotFound();
    for (const [name, value] of httpResponse.headers) reply.header(name, value);
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.includes('text/html')) {
      reply.header('X-Device', app);
      // The gateway keys its micro-cache by the newest build it has seen (`X-Build-Time` orders them).
      reply.header('X-Build-Id', buildId);
      if (builtAt) reply.header('X-Build-Time', builtAt);
      // The locale and currency cookies change the page; the session decides who may keep it.
      reply.header('Vary', 'User-Agent, Cookie');
      const { statusCode } = httpResponse;
      reply.header('Cache-Control', htmlCacheControl({ page, cookieHeader, statusCode }));
    }
    return reply.status(httpResponse.statusCode).send(httpResponse.body);
  });
}
