#!/usr/bin/env node
// One device app in development: the same server shape as its production server
// (`packages/app-server`: /healthz, /livez, /readyz, the latest-build file, every other GET rendered by vike with the
// request's cookies and user agent, `X-Device` on HTML), but with vite in middleware mode in front
// (vike's `createDevMiddleware`) for what is under the asset prefix: modules are compiled on request,
// and the HMR websocket is served on this app's own port (`ws://localhost:<PC_PORT>/_pc/`).
//
//   node scripts/dev-app.mjs pc        PC_PORT (3001), PC_HOST; API_INTERNAL_URL for SSR
//   node scripts/dev-app.mjs mobile    MOBILE_PORT (3002), MOBILE_HOST
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A module as the device apps installed it (the workspace packages: their builds). */
async function importForApps(specifier) {
  const require = createRequire(join(root, 'apps', 'pc', 'package.json'));
  return import(pathToFileURL(require.resolve(specifier)).href);
}

/** What differs between the two apps (asset prefix, port and host variables): as in production. */
const { APP_SERVER_DEFAULTS } = await importForApps('@storefront/app-server');
const { LATEST_BUILD_FILE } = await importForApps('@storefront/ui-shared');

/** The build id of every dev page: the version watcher never sees a "new version" in dev. */
const DEV_BUILD_ID = 'dev';

/**
 * The gateway's page CSP (apps/gateway/src/security-headers.ts) with what dev mode needs: vite's
 * inline React-refresh preamble and the HMR websocket on this app's port. The gateway keeps an
 * upstream's own CSP, so dev pages leave with this one.
 */
function devPageCsp(port) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ws://*:${port}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function firstHeader(value) {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function sendJson(response, body) {
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** Starts `app`'s dev server on `port` (a real one: the HMR client is told it); `close()` stops it. */
export async function startDevApp(app, { port, host = '127.0.0.1' }) {
  const { assetPrefix } = APP_SERVER_DEFAULTS[app];
  const appRoot = join(root, 'apps', app);
  // vike as the app installed it (the same module the app's vite plugin registers with).
  const require = createRequire(join(appRoot, 'package.json'));
  const { createDevMiddleware, renderPage } = await import(
    pathToFileURL(require.resolve('vike/server')).href
  );
  const httpServer = createServer();
  const { devMiddleware, viteServer } = await createDevMiddleware({
    root: appRoot,
    // The gateway does not carry websockets: the page's HMR client connects to this port directly.
    viteConfig: { server: { hmr: { server: httpServer, clientPort: port } } },
  });

  async function render(request, response) {
    const { httpResponse } = await renderPage({
      urlOriginal: request.originalUrl ?? request.url,
      headersOriginal: request.headers,
      userAgent: firstHeader(request.headers['user-agent']),
      cookieHeader: firstHeader(request.headers.cookie),
      device: app,
      buildId: DEV_BUILD_ID,
    });
    if (!httpResponse) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not Found');
      return;
    }
    const headers = Object.fromEntries(
      httpResponse.headers.map(([name, value]) => [name.toLowerCase(), value]),
    );
    if (String(headers['content-type'] ?? '').includes('text/html')) {
      headers['x-device'] = app;
      headers.vary = 'User-Agent';
      headers['cache-control'] ??= 'no-store';
      headers['content-security-policy'] = devPageCsp(port);
    }
    response.writeHead(httpResponse.statusCode, headers);
    response.end(httpResponse.body);
  }

  httpServer.on('request', (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/healthz') return sendJson(response, { status: 'ok', app, buildId: 'dev' });
    if (path === '/livez') return sendJson(response, { status: 'ok' });
    if (path === '/readyz') return sendJson(response, { status: 'ready' });
    if (path === `${assetPrefix}${LATEST_BUILD_FILE}`) {
      return sendJson(response, { buildId: DEV_BUILD_ID });
    }
    const renderHere = () =>
      render(request, response).catch((error) => {
        viteServer.ssrFixStacktrace(error);
        console.error(error);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error?.stack ?? error));
      });
    // As in production: vite serves what is under the asset prefix (modules, its client, styles),
    // every other path is a page (vike's own dev renderer would miss this server's pageContext).
    if (path.startsWith(assetPrefix)) devMiddleware(request, response, renderHere);
    else renderHere();
  });

  await new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, resolve);
  });
  const address = httpServer.address();
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  const close = async () => {
    await viteServer.close();
    await new Promise((resolve) => httpServer.close(() => resolve()));
  };
  return { url, port: address.port, close };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = process.argv[2];
  const config = APP_SERVER_DEFAULTS[app];
  if (!config) {
    console.error('usage: node scripts/dev-app.mjs pc|mobile');
    process.exit(2);
  }
  const port = Number(process.env[config.portEnv] || config.defaultPort);
  const host = process.env[config.hostEnv] || '127.0.0.1';
  const { url, close } = await startDevApp(app, { port, host });
  console.log(`${app} app (dev, HMR) listening on ${url}`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
