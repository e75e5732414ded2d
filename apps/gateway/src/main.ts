import type { FastifyInstance } from 'fastify';
import { buildGateway, loggerOptions } from './app';
import { loadConfig } from './config';

let app: FastifyInstance | null = null;

try {
  const config = loadConfig();
  app = await buildGateway({ config, logger: loggerOptions(config.logLevel) });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ upstreams: config.upstreams }, 'storefront gateway ready');
} catch (error) {
  if (app) app.log.fatal({ err: error }, 'the gateway could not start');
  else console.error(`The gateway could not start: ${(error as Error).message}`);
  await app?.close().catch(() => undefined);
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app?.log.info({ signal }, 'shutting down');
  await app?.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
