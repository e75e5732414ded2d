import { randomBytes } from 'node:crypto';
import {
  DEFAULT_SLOW_CLIENT_LIMITS,
  REQUEST_BODY_LIMIT_BYTES,
  REQUEST_ID_HEADER,
  requestIdOf,
  type SlowClientLimits,
  slowClientServerOptions,
} from '@storefront/api-client';
import { type ReadinessCheck, registerProbes, tracingServerOptions } from '@storefront/lifecycle';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { startBackgroundWork } from './background';
import {
  DEFAULT_AUTH,
  DEFAULT_CLEANUP,
  DEFAULT_LIMITS,
  DEFAULT_MAIL,
  DEFAULT_ORDERS,
  type WorkerMode,
} from './config';
import { type AppDeps, type AppSettings, type Clock, systemClock } from './context';
import { type Database, pingDatabase, SINGLE_CONNECTION } from './db/database';
import { handlers } from './handlers';
import { registerHttpCaching } from './http/caching';
import { registerCors } from './http/cors';
import { registerDocs } from './http/docs';
import { success } from './http/envelope';
import { AppError, handleError, unavailable } from './http/errors';
import { openApiDocument } from './http/openapi';
import { registerEndpoints } from './http/register';
import { createApiMetrics, registerApiMetrics } from './metrics';
import { registerArt } from './modules/art/routes';
import { instantSupplier, type Supplier } from './modules/fulfilment/supplier';
import { builtInIdCheck, type IdCheckService } from './modules/id-check/service';
import {
  createSandboxProvider,
  derivedWebhookSecret,
  isSandbox,
  noProvider,
  type PaymentProvider,
} from './modules/payment/provider';
import { registerPaymentRoutes } from './modules/payment/routes';
import {
  anchorKey,
  createSecretBox,
  type SecretKeyring,
  singleKeyring,
} from './modules/shop/secrets';

export interface BuildAppOptions {
  /** The pool is what `/metrics` reports of it (one connection when absent). */
  database: Pick<Database, 'db' | 'kind' | 'listen'> & Partial<Pick<Database, 'pool'>>;
  clock?: Clock;
  idCheck?: IdCheckService;
  /** fastify's logger option: `false` (tests), or pino options. */
  logger?: FastifyServerOptions['logger'];
  settings?: Partial<AppSettings>;
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The keys that seal game-account secrets; one random key (this process only) when absent. */
  secretsKeys?: SecretKeyring;
  /** Delivers paid orders; the built-in instant supplier when absent. */
  supplier?: Supplier;
  /** A real payment provider; the built-in sandbox when absent. */
  paymentProvider?: PaymentProvider;
  /** Browser origins allowed to call the API across origins (CORS); none when absent. */
  corsOrigins?: readonly string[];
  /** How long a client may take to send headers and a whole request; 10 s and 30 s when absent. */
  slowClients?: SlowClientLimits;
  /** When `/readyz` says ready (besides not shutting down); a ping of the database when absent. */
  ready?: ReadinessCheck;
  /** Resolves once the database is migrated: sweeps and the mail worker start then (at once when absent). */
  databaseReady?: Promise<void>;
  /** `shared` (the default): HTTP and background work; `server`: HTTP only; `worker`: see `buildWorkerApp`. */
  workerMode?: WorkerMode;
}

/** Everything the services work with, from the options of `buildApp`. */
export function createDeps(options: BuildAppOptions): AppDeps {
  const settings: AppSettings = {
    publicUrl: '',
    defaultCurrency: 'USD',
    auth: DEFAULT_AUTH,
    limits: DEFAULT_LIMITS,
    orders: DEFAULT_ORDERS,
    mail: DEFAULT_MAIL,
    cleanup: DEFAULT_CLEANUP,
    ...options.settings,
  };
  const secretsKeys = options.secretsKeys ?? singleKeyring(randomBytes(32));
  return {
    db: options.database.db,
    databaseKind: options.database.kind,
    listen: options.database.listen,
    clock: options.clock ?? systemClock,
    idCheck: options.idCheck ?? builtInIdCheck,
    settings,
    secrets: createSecretBox(secretsKeys),
    metrics: createApiMetrics(),
    supplier: options.supplier ?? instantSupplier,
    paymentProvider:
      options.paymentProvider ??
      (settings.orders.sandbox
        ? createSandboxProvider({
            secret: settings.orders.webhookSecret ?? derivedWebhookSecret(anchorKey(secretsKeys)),
            publicUrl: settings.publicUrl,
          })
        : noProvider()),
  };
}

/** `/api/health` answers 503 when the database has not answered within this. */
const HEALTH_PING_MS = 2000;

/** Headers and fields that must never reach a log line. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.guestid',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.password_hash',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACT, censor: '[redacted]' } };
}

/** The fastify instance every mode starts from: logging, proxies, body and slow-client limits. */
function createServer(options: BuildAppOptions): FastifyInstance {
  return Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // A client that sends headers or body a byte at a time is cut off (408, then closed).
    ...slowClientServerOptions(options.slowClients ?? DEFAULT_SLOW_CLIENT_LIMITS),
    // The gateway's (or SSR's) `x-request-id` when valid, so one id follows a request through.
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    requestIdHeader: false,
    // Log lines carry the trace id of the request's `traceparent` (the gateway's or SSR's).
    ...tracingServerOptions(),
  });
}

/**
 * The storefront API as a fastify instance, ready to `listen` (or to `inject` into), in the
 * process's `workerMode`: `shared` and `server` serve `/api`; `shared` and `worker` run the
 * background work.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const mode = options.workerMode ?? 'shared';
  if (mode === 'worker') return buildWorkerApp(options);
  const app = createServer(options);
  const deps = createDeps(options);
  if (mode === 'shared') {
    startBackgroundWork(app, deps, options.databaseReady ?? Promise.resolve());
  }

  // JSON only: a text/plain body is refused with 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error, request, reply) =>
    handleError(error as Parameters<typeof handleError>[0], request, reply),
  );
  registerCors(app, options.corsOrigins ?? []);
  // Before the default below: public reads set their own Cache-Control (and ETag, gzip).
  registerHttpCaching(app);
  // Answers carry user data: no shared cache keeps them unless a route says otherwise (artwork).
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const served = registerEndpoints(app, deps, handlers);
  registerArt(app, deps);
  registerPaymentRoutes(app, deps, isSandbox(deps.paymentProvider) ? deps.paymentProvider : null);

  const document = openApiDocument(served, deps.settings.publicUrl);
  app.get('/api/openapi.json', async () => document);
  registerDocs(app, document);

  // At the root, beside `/api`: no rate limit or session applies to a balancer's probe or a scrape.
  if (deps.metrics) {
    registerApiMetrics(app, deps, deps.metrics, options.database.pool ?? SINGLE_CONNECTION);
  }
  registerProbes(app, { ready: options.ready ?? (() => databaseReachable(deps.db)) });

  app.get('/api/health', async (request, reply) => {
    try {
      await pingDatabase(deps.db, HEALTH_PING_MS);
      return success({ status: 'ok', database: deps.databaseKind });
    } catch (error) {
      return unavailable(request, reply, error);
    }
  });

  const methodsByPath = new Map<string, string[]>();
  for (const endpoint of served) {
    methodsByPath.set(endpoint.path, [
      ...(methodsByPath.get(endpoint.path) ?? []),
      endpoint.method,
    ]);
  }
  app.setNotFoundHandler(async (request) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = methodsByPath.get(path);
    if (allowed) {
      throw new AppError(
        405,
        'error.methodNotAllowed',
        { method: request.method, allowed: allowed.join(', ') },
        { headers: { allow: allowed.join(', ') } },
      );
    }
    throw new AppError(404, 'error.notFound');
  });

  return app;
}

/**
 * The `worker` process: the background work, and over HTTP only its probes and `/metrics`; every
 * other path, `/api` included, is a 404. The one place the worker's server is built.
 */
export function buildWorkerApp(options: BuildAppOptions): FastifyInstance {
  const app = createServer(options);
  const deps = createDeps(options);
  app.setErrorHandler((error, request, reply) =>
    handleError(error as Parameters<typeof handleError>[0], request, reply),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    reply.header('cache-control', 'no-store');
  });
  if (deps.metrics) {
    registerApiMetrics(app, deps, deps.metrics, options.database.pool ?? SINGLE_CONNECTION);
  }
  registerProbes(app, { ready: options.ready ?? (() => databaseReachable(deps.db)) });
  app.setNotFoundHandler(async () => {
    throw new AppError(404, 'error.notFound');
  });
  startBackgroundWork(app, deps, options.databaseReady ?? Promise.resolve());
  return app;
}

/** The database answers (it was migrated before the server listened). */
async function databaseReachable(db: AppDeps['db']): Promise<true | string> {
  try {
    await pingDatabase(db);
    return true;
  } catch {
    return 'database unreachable';
  }
}
