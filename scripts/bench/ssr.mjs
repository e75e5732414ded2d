// Uncached server rendering: pc and mobile home through the gateway and straight from the app,
// against the same bytes from a bare Node server, plus the time of one request alone.
import { BROWSER_HEADERS, get, load, singleRequestP50, startStaticServer } from './lib/load.mjs';
import { DEVICES } from './lib/pages.mjs';

export const name = 'ssr';

const TARGETS = { pc: 100, mobile: 300 };

export async function measure(ctx) {
  // The micro-cache off: every request is rendered.
  const store = await ctx.startStore({ GATEWAY_HTML_CACHE_MS: '0' });
  const durationMs = ctx.smoke ? 500 : 8_000;
  const count = ctx.smoke ? 3 : 40;
  const figures = [];
  for (const [device, userAgent] of Object.entries(DEVICES)) {
    const headers = { ...BROWSER_HEADERS, 'user-agent': userAgent };
    const gatewayUrl = `${store.url}/`;
    const directUrl = `http://127.0.0.1:${store.ports[device]}/`;
    const page = await get(gatewayUrl, { headers });
    const staticServer = await startStaticServer(page.body, page.headers);
    try {
      const options = { connections: 16, durationMs, headers };
      const staticRun = await load(staticServer.url, options);
      const gateway = await load(gatewayUrl, options);
      const direct = await load(directUrl, options);
      ctx.log(`${device}: gateway ${gateway.errors} errors, direct ${direct.errors} errors`);
      const reference = { name: 'static same bytes', value: staticRun.rps, unit: 'req/s' };
      figures.push(
        {
          name: `${device} home SSR req/s (gateway, 16 conn)`,
          value: gateway.rps,
          unit: 'req/s',
          reference,
          target: { op: '>=', value: TARGETS[device] },
        },
        {
          name: `${device} home SSR req/s (direct, 16 conn)`,
          value: direct.rps,
          unit: 'req/s',
          reference,
        },
      );
      const p50Gateway = await singleRequestP50(gatewayUrl, { count, headers });
      const p50Direct = await singleRequestP50(directUrl, { count, headers });
      const p50Static = await singleRequestP50(staticServer.url, { count, headers });
      figures.push(
        {
          name: `${device} home p50, one request (gateway)`,
          value: p50Gateway,
          unit: 'ms',
          reference: { name: 'direct', value: p50Direct, unit: 'ms' },
        },
        {
          name: `${device} home p50, one request (static)`,
          value: p50Static,
          unit: 'ms',
        },
      );
    } finally {
      await staticServer.close();
    }
  }
  return figures;
}
