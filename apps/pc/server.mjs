// The pc app's production server: `node apps/pc/server.mjs` after `pnpm build`.
// PC_PORT (3001), PC_HOST (127.0.0.1); SSR calls the API at API_INTERNAL_URL.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from '@storefront/app-server';

const { url } = await startAppServer({
  app: 'pc',
  root: dirname(fileURLToPath(import.meta.url)),
  assetPrefix: '/_pc/',
  defaultPort: 3001,
  portEnv: 'PC_PORT',
  hostEnv: 'PC_HOST',
});
console.log(`pc app listening on ${url}`);
