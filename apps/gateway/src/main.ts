import { readShutdownSettings, shutdownOnSignals } from '@storefront/lifecycle';
import type { FastifyInstance } from 'fastify';
import { buildGateway, loggerOptions } from './app';
import { loadConfig } from './config';

let app: FastifyInstance | null = null;

try {
  const config = loadConfig();
  const shutdown = readShutdownSettings();
  app = await buildGateway({ config, logger: loggerOptions(config.logLevel) });
  // Before listening: a signal that comes as soon as /readyz answers is already a drain.
  shutdownOnSignals(app, { settings: shutdown });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { upstreams: config.upstreams, metrics: app.metricsUrl, health: app.healthUrl },
    'storefront gateway ready',
  );
} catch (error) {
  if (app) app.log.fatal({ err: error }, 'the gateway could not start');
  else console.error(`The gateway could not start: ${(error as Error).message}`);
  await app?.close().catch(() => undefined);
  process.exit(1);
}
