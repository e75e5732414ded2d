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
import { DEFAULT_AUTH, DEFAULT_LIMITS, DEFAULT_MAIL, DEFAULT_ORDERS } from './config';
import { type AppDeps, type AppSettings, type Clock, systemClock } from './context';
import { afterListenAndReady } from './db/availability';
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
import { resumeDeliveries } from './modules/fulfilment/service';
import { instantSupplier, type Supplier } from './modules/fulfilment/supplier';
import { expireIdleGuests } from './modules/guest/service';
import { builtInIdCheck, type IdCheckService } from './modules/id-check/service';
import { startMailWorker } from './modules/mail/worker';
import { cancelExpiredOrders } from './modules/order/lifecycle';
import {
  createSandboxProvider,
  derivedWebhookSecret,
  isSandbox,
  noProvider,
  type PaymentProvider,
} from './modules/payment/provider';
import { registerPaymentRoutes } from './modules/payment/routes';
import { purgeOldCounters } from './modules/rate-limit/service';
import { createSecretBox } from './modules/shop/secrets';
import { purgeExpiredAccountTokens } from './modules/user/signup';

export interface BuildAppOptions {
  /** The pool is what `/metrics` reports of it (one connection when absent). */
  database: Pick<Database, 'db' | 'kind'> & Partial<Pick<Database, 'pool'>>;
  clock?: Clock;
  idCheck?: IdCheckService;
  /** fastify's logger option: `false` (tests), or pino options. */
  logger?: FastifyServerOptions['logger'];
  settings?: Partial<AppSettings>;
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The 32-byte key that seals game-account secrets; a random one (this process only) when absent. */
  secretsKey?: Buffer;
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
    ...options.settings,
  };
  const secretsKey = options.secretsKey ?? randomBytes(32);
  return {
    db: options.database.db,
    databaseKind: options.database.kind,
    clock: options.clock ?? systemClock,
    idCheck: options.idCheck ?? builtInIdCheck,
    settings,
    secrets: createSecretBox(secretsKey),
    metrics: createApiMetrics(),
    supplier: options.supplier ?? instantSupplier,
    paymentProvider:
      options.paymentProvider ??
      (settings.orders.sandbox
        ? createSandboxProvider({
            secret: settings.orders.webhookSecret ?? derivedWebhookSecret(secretsKey),
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

/** The storefront API as a fastify instance, ready to `listen` (or to `inject` into). */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const app = Fastify({
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
  const deps = createDeps(options);

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
  const databaseReady = options.databaseReady ?? Promise.resolve();
  startExpirySweep(app, deps, databaseReady);
  startMailWorker(app, deps, databaseReady);

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

/** The database answers (it was migrated before the server listened). */
async function databaseReachable(db: AppDeps['db']): Promise<true | string> {
  try {
    await pingDatabase(db);
    return true;
  } catch {
    return 'database unreachable';
  }
}

/**
 * Cancels expired unpaid orders, delivers orders whose delivery never started or never ended (their
 * process stopped), deletes idle guests that hold nothing, forgets rate-limit counters of windows
 * long over and deletes expired pending sign-ups and password-reset tokens.
 */
async function sweep(deps: AppDeps) {
  const cancelled = await cancelExpiredOrders(deps, deps.clock.now());
  const resumed = await resumeDeliveries(deps, deps.clock.now());
  const guests = await expireIdleGuests(deps, deps.clock.now());
  await purgeOldCounters(deps, deps.clock.now());
  await purgeExpiredAccountTokens(deps, deps.clock.now());
  return { cancelled, resumed, guests };
}

/**
 * Every process sweeps the orders now and then; `FOR UPDATE SKIP LOCKED` keeps processes off each
 * other's batches. The timer starts once the server listens and the database is migrated, and
 * stops when it closes.
 */
function startExpirySweep(app: FastifyInstance, deps: AppDeps, databaseReady: Promise<void>): void {
  const every = deps.settings.orders.expirySweepMs;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  afterListenAndReady(app, databaseReady, () => {
    timer = setInterval(() => {
      running = sweep(deps).then(
        ({ cancelled, resumed, guests }) => {
          if (cancelled > 0) app.log.info({ cancelled }, 'expired unpaid orders cancelled');
          if (guests > 0) app.log.info({ guests }, 'idle guests deleted');
          if (resumed > 0) app.log.warn({ resumed }, 'deliveries resumed after a stopped process');
        },
        (error: unknown) => app.log.error({ err: error }, 'order sweep failed'),
      );
    }, every);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
