// The pc app's production server: `node apps/pc/server.mjs` after `pnpm build`.
// PC_PORT (3001), PC_HOST (127.0.0.1); SSR calls the API at API_INTERNAL_URL. JSON logs at
// PC_LOG_LEVEL (info); failures reported to the module ERROR_REPORTER names (@storefront/app-server).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveApp } from '@storefront/app-server';

const { url } = await serveApp({
  app: 'pc',
  root: dirname(fileURLToPath(import.meta.url)),
});
console.log(`pc app listening on ${url}`);
