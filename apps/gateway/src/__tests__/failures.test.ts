import { ERROR_MESSAGES } from '@storefront/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultHandler, type Stack, startStack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ upstreamTimeoutMs: 1_000 });
});
afterAll(async () => {
  await stack.close();
});
afterEach(async () => {
  for (const upstream of Object.values(stack.upstreams)) {
    upstream.handle(defaultHandler(upstream.name));
    upstream.seen.length = 0;
    await upstream.stop();
    await upstream.start();
  }
});

const UNAVAILABLE = { code: 502, message: ERROR_MESSAGES[502], data: null };

describe('an upstream that is down', () => {
  it('answers /api with the 502 envelope, then recovers when the API is back', async () => {
    await stack.upstreams.api.stop();
    const down = await fetch(`${stack.url}/api/ShopHome/InitData`, { method: 'POST', body: '{}' });
    expect(down.status).toBe(502);
    expect(down.headers.get('content-type')).toMatch(/^application\/json/);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await down.json()).toEqual(UNAVAILABLE);

    await stack.upstreams.api.start();
    const back = await fetch(`${stack.url}/api/ShopHome/InitData`, { method: 'POST', body: '{}' });
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ code: 0 });
  });

  it('answers a page with the error page of the app that was asked, then recovers', async () => {
    await stack.upstreams.mobile.stop();
    const down = await fetch(`${stack.url}/games`, { headers: { 'user-agent': 'iPhone' } });
    expect(down.status).toBe(502);
    expect(down.headers.get('content-type')).toMatch(/^text\/html/);
    expect(down.headers.get('x-device')).toBe('mobile');
    expect(down.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src/);
    const html = await down.text();
    expect(html).toContain('<h1>Application error</h1>');
    expect(html).toContain(ERROR_MESSAGES[502]);
    expect(html).toContain('<a href="/">Back to home</a>');

    // The other app keeps working meanwhile.
    const desktop = await fetch(`${stack.url}/games`);
    expect(desktop.status).toBe(200);

    await stack.upstreams.mobile.start();
    const back = await fetch(`${stack.url}/games`, { headers: { 'user-agent': 'iPhone' } });
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('data-app="mobile"');
  });

  it('answers 502 when the upstream drops the connection', async () => {
    stack.upstreams.api.handle((req) => req.socket.destroy());
    const api = await fetch(`${stack.url}/api/health`);
    expect(api.status).toBe(502);
    expect(await api.json()).toEqual(UNAVAILABLE);

    stack.upstreams.pc.handle((req) => req.socket.destroy());
    const page = await fetch(`${stack.url}/pc/help`);
    expect(page.status).toBe(502);
    expect(page.headers.get('x-device')).toBe('pc');
    expect(await page.text()).toContain('Back to home');
  });

  it('answers 504 when the upstream does not answer in time', async () => {
    stack.upstreams.api.handle(() => undefined);
    const api = await fetch(`${stack.url}/api/order/pay`);
    expect(api.status).toBe(504);
    expect(await api.json()).toEqual({
      code: 504,
      message: 'Request timeout, server not responding!',
      data: null,
    });
  });

  it('passes the upstream’s own errors through unchanged, without retrying', async () => {
    stack.upstreams.api.handle((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"code":503,"message":"Database unavailable","data":null}');
    });
    const api = await fetch(`${stack.url}/api/health`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ code: 503, message: 'Database unavailable', data: null });
    expect(stack.upstreams.api.seen.map((seen) => seen.url)).toEqual(['/api/health']);
  });
});
