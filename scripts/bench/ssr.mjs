// Uncached server rendering: pc and mobile home through the gateway and straight from the app,
// against the same bytes from a bare Node server, plus the time of one request alone.
import { BROWSER_HEADERS, get, load, singleRequestP50, startStaticServer } from './lib/load.mjs';
import { DEVICES } from './lib/pages.mjs';

export const name = 'ssr';

const TARGETS = { pc: 100, mobile: 300 };
/**
 * A server that has just started runs cold: V8 compiles its hot code while it serves, and at these
 * rates the first ~20 s serve a third fewer pages than later. Each run is preceded by this much of
 * the same load, unrecorded, so every figure (and the gateway against direct) is the steady state
 * of a running store.
 */
const WARMUP_MS = 8_000;

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
      const warmLoad = async (url) => {
        if (!ctx.smoke) await load(url, { ...options, durationMs: WARMUP_MS });
        return load(url, options);
      };
      const staticRun = await warmLoad(staticServer.url);
      const gateway = await warmLoad(gatewayUrl);
      const direct = await warmLoad(directUrl);
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
