// Guest HTML through the gateway with its micro-cache on, against the same page rendered every
// time (a logged-in visitor's request is never cached) and the same bytes served static.
import { BROWSER_HEADERS, get, load, startStaticServer } from './lib/load.mjs';
import { DEVICES } from './lib/pages.mjs';

export const name = 'cache';

export async function measure(ctx) {
  const store = await ctx.startStore();
  const durationMs = ctx.smoke ? 500 : 8_000;
  const figures = [];
  for (const [device, userAgent] of Object.entries(DEVICES)) {
    const headers = { ...BROWSER_HEADERS, 'user-agent': userAgent };
    const url = `${store.url}/`;
    await get(url, { headers });
    const second = await get(url, { headers });
    const staticServer = await startStaticServer(second.body, second.headers);
    try {
      const options = { connections: 16, durationMs, headers };
      const staticRun = await load(staticServer.url, options);
      const cached = await load(url, options);
      const reference = { name: 'static same bytes', value: staticRun.rps, unit: 'req/s' };
      figures.push(
        {
          name: `${device} guest home req/s (gateway, micro-cache)`,
          value: cached.rps,
          unit: 'req/s',
          reference,
        },
        {
          name: `${device} guest home cached / static`,
          value: (cached.rps / staticRun.rps) * 100,
          unit: '%',
          target: { op: '>=', value: 50 },
        },
        {
          name: `${device} guest home second request is a cache hit`,
          value: second.headers['x-cache'] === 'HIT' ? 1 : 0,
          unit: 'yes=1',
          target: { op: '>=', value: 1 },
        },
      );
    } finally {
      await staticServer.close();
    }
  }
  return figures;
}
