// The mobile app's production server: `node apps/mobile/server.mjs` after `pnpm build`.
// MOBILE_PORT (3002), MOBILE_HOST (127.0.0.1), API_INTERNAL_URL (http://127.0.0.1:3003). JSON logs at
// MOBILE_LOG_LEVEL (info); failures reported to the module ERROR_REPORTER names (@storefront/app-server).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveApp } from '@storefront/app-server';

const { url } = await serveApp({
  app: 'mobile',
  root: dirname(fileURLToPath(import.meta.url)),
});
console.log(`mobile app listening on ${url}`);
