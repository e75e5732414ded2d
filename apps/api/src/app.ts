import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_AUTH } from './config';
import { type AppSettings, type Clock, systemClock } from './context';
import { type Database, pingDatabase } from './db/database';
import { handlers } from './handlers';
import { failure, success } from './http/envelope';
import { AppError, handleError } from './http/errors';
import { localeFrom } from './http/locale';
import { openApiDocument } from './http/openapi';
import { registerEndpoints } from './http/register';
import { translate } from './i18n/messages';
import { registerArt } from './modules/art/routes';
import { builtInIdCheck, type IdCheckService } from './modules/id-check/service';

export interface BuildAppOptions {
  database: Pick<Database, 'db' | 'kind'>;
  clock?: Clock;
  idCheck?: IdCheckService;
  /** fastify's logger option: `false` (tests), or pino options. */
  logger?: FastifyServerOptions['logger'];
  settings?: Partial<AppSettings>;
  trustProxy?: FastifyServerOptions['trustProxy'];
}

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
    bodyLimit: 64 * 1024,
  });
  const deps = {
    db: options.database.db,
    databaseKind: options.database.kind,
    clock: options.clock ?? systemClock,
    idCheck: options.idCheck ?? builtInIdCheck,
    settings: {
      publicUrl: '',
      defaultCurrency: 'USD',
      auth: DEFAULT_AUTH,
      ...options.settings,
    },
  };

  // JSON only: a text/plain body is refused with 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(handleError);
  // Answers carry user data: no shared cache keeps them unless a route says otherwise (artwork).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const served = registerEndpoints(app, deps, handlers);
  registerArt(app, deps);

  const document = openApiDocument(served);
  app.get('/api/openapi.json', async () => document);

  app.get('/api/health', async (request, reply) => {
    try {
      await pingDatabase(deps.db);
      return success({ status: 'ok', database: deps.databaseKind });
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      const locale = localeFrom(request.headers['accept-language']);
      return reply.status(503).send(failure(503, translate(locale, 'error.unavailable')));
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
