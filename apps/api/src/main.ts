import { readShutdownSettings, shutdownOnSignals } from '@storefront/lifecycle';
import { loadSettings } from './config';
import { type RunningApi, startApi } from './start';

let api: RunningApi;
try {
  api = await startApi(loadSettings(), (app, database) => {
    // Before listening: a signal that comes as soon as /readyz answers is already a drain.
    shutdownOnSignals(app, {
      settings: readShutdownSettings(),
      afterClose: () => {
        closing = true;
        return database.close();
      },
    });
  });
} catch (error) {
  console.error(`The API could not start: ${(error as Error).message}`);
  process.exit(1);
}

let closing = false;
// An error no retry can fix (a failed migration, a refused password): exit, unless stopping anyway.
api.ready.catch(async (error: unknown) => {
  if (closing) return;
  api.app.log.fatal({ err: error }, 'the API could not start');
  await api.app.close().catch(() => undefined);
  await api.database.close().catch(() => undefined);
  process.exit(1);
});
