import { loadSettings } from './config';
import { type RunningApi, startApi } from './start';

let api: RunningApi;
try {
  api = await startApi(loadSettings());
} catch (error) {
  console.error(`The API could not start: ${(error as Error).message}`);
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  api.app.log.info({ signal }, 'shutting down');
  await api.app.close();
  await api.database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// An error no retry can fix (a failed migration, a refused password): exit, unless stopping anyway.
api.ready.catch(async (error: unknown) => {
  if (closing) return;
  api.app.log.fatal({ err: error }, 'the API could not start');
  await api.app.close().catch(() => undefined);
  await api.database.close().catch(() => undefined);
  process.exit(1);
});
