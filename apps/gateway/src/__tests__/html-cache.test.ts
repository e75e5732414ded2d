import {
  htmlCacheControl,
  PRIVATE_HTML_CACHE_CONTROL,
  SHARED_HTML_CACHE_CONTROL,
} from '@storefront/ui-shared/html-cache';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './harness';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0';
let stack: Stack;
let renders = 0;

/** Like the apps: the home page in the cookie's locale, with the app server's cache policy. */
function renderHome() {
  stack.upstreams.pc.handle((req, res) => {
    renders += 1;
    const cookieHeader = req.headers.cookie;
    const locale = /sf_locale=(\w+)/.exec(cookieHeader ?? '')?.[1] ?? 'en';
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': htmlCacheControl({ page: 'home', cookieHeader, statusCode: 200 }),
    });
    res.end(`<html lang="${locale}"><body>render ${renders}</body></html>`);
  });
}

async function page(cookie?: string, path = '/', requestId?: string, on = stack) {
  const headers: Record<string, string> = { 'user-agent': DESKTOP, 'accept-encoding': 'identity' };
  if (cookie) headers.cookie = cookie;
  if (requestId) headers['x-request-id'] = requestId;
  const answer = await fetch(`${on.url}${path}`, { headers });
  return { answer, body: await answer.text() };
}

beforeAll(async () => {
  stack = await startStack({ htmlCacheMs: 60_000 });
});
afterAll(() => stack.close());
beforeEach(() => {
  renders = 0;
  renderHome();
});

describe('the gateway micro-cache of guest HTML', () => {
  it('answers a guest page with the shared cache header, the second time from the cache', async () => {
    const first = await page(undefined, '/?first');
    expect(first.answer.headers.get('cache-control')).toBe(SHARED_HTML_CACHE_CONTROL);
    expect(first.answer.headers.get('x-cache')).toBe('MISS');
    const second = await page(undefined, '/?first');
    expect(second.answer.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(renders).toBe(1);
  });

  it('never gives a visitor another locale or currency variant', async () => {
    const english = await page('sf_locale=en', '/?variants');
    const indonesian = await page('sf_locale=id', '/?variants');
    const rupiah = await page('sf_locale=id; sf_currency=2', '/?variants');
    expect(english.body).toContain('lang="en"');
    expect(indonesian.body).toContain('lang="id"');
    expect(indonesian.answer.headers.get('x-cache')).toBe('MISS');
    expect(rupiah.answer.headers.get('x-cache')).toBe('MISS');
    expect(renders).toBe(3);
    expect((await page('sf_locale=id', '/?variants')).body).toBe(indonesian.body);
  });

  it('renders a logged-in visitor every time, private to them', async () => {
    await page(undefined, '/?session');
    const own = await page('token=abc', '/?session');
    expect(own.answer.headers.get('cache-control')).toBe(PRIVATE_HTML_CACHE_CONTROL);
    expect(own.answer.headers.get('x-cache')).toBeNull();
    await page('token=abc', '/?session');
    expect(renders).toBe(3);
  });
});

// Issue 26: during a rolling deploy, instances of build N and N+1 answer side by side.
describe('the micro-cache in a rolling deploy', () => {
  const BUILD_N = { id: 'pc-n', time: '2026-11-27T08:00:00.000Z' };
  const BUILD_N1 = { id: 'pc-n1', time: '2026-11-27T09:00:00.000Z' };
  // A gateway of its own: the builds it learns must not reach the other tests.
  let rolling: Stack;
  beforeAll(async () => {
    rolling = await startStack({ htmlCacheMs: 60_000 });
  });
  afterAll(() => rolling.close());
  const visit = (cookie: string | undefined, path: string) =>
    page(cookie, path, undefined, rolling);

  /** The pc instance answering now runs `build` (as the app server says it in its headers). */
  function answerAs(build: { id: string; time: string }) {
    rolling.upstreams.pc.handle((req, res) => {
      renders += 1;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': htmlCacheControl({
          page: 'home',
          cookieHeader: req.headers.cookie,
          statusCode: 200,
        }),
        'x-build-id': build.id,
        'x-build-time': build.time,
      });
      res.end(`<html><body>${build.id}</body></html>`);
    });
  }

  it("never serves build N's kept page once build N+1 has answered", async () => {
    answerAs(BUILD_N);
    expect((await visit(undefined, '/?rolling')).body).toContain('pc-n<');
    expect((await visit(undefined, '/?rolling')).answer.headers.get('x-cache')).toBe('HIT');
    // An instance of N+1 answers any page of the app (here a logged-in visitor's).
    answerAs(BUILD_N1);
    await visit('token=abc', '/?account');
    const next = await visit(undefined, '/?rolling');
    expect(next.answer.headers.get('x-cache')).toBe('MISS');
    expect(next.body).toContain('pc-n1<');
    // An instance still on N answers again: its page is passed on, never kept for others.
    answerAs(BUILD_N);
    const seenBefore = renders;
    const old = await visit(undefined, '/?rolling-2');
    expect(old.body).toContain('pc-n<');
    expect((await visit(undefined, '/?rolling-2')).answer.headers.get('x-cache')).toBe('MISS');
    expect(renders).toBe(seenBefore + 2);
    const kept = await visit(undefined, '/?rolling');
    expect(kept.answer.headers.get('x-cache')).toBe('HIT');
    expect(kept.body).toContain('pc-n1<');
  });
});

describe('htmlCacheControl', () => {
  it('shares a guest catalogue page only', () => {
    const guestHome = { page: 'home', cookieHeader: 'sf_locale=en', statusCode: 200 };
    expect(htmlCacheControl(guestHome)).toBe(SHARED_HTML_CACHE_CONTROL);
    expect(htmlCacheControl({ ...guestHome, cookieHeader: 'token=t' })).toBe(
      PRIVATE_HTML_CACHE_CONTROL,
    );
    expect(htmlCacheControl({ ...guestHome, page: 'cart' })).toBe(PRIVATE_HTML_CACHE_CONTROL);
    expect(htmlCacheControl({ ...guestHome, statusCode: 404 })).toBe(PRIVATE_HTML_CACHE_CONTROL);
  });

  // Issue 25: the page's request id travels in headers of each answer, never in the kept copy.
  it("gives each visitor of a kept page their own request id, never the first visitor's", async () => {
    stack.upstreams.pc.handle((req, res) => {
      renders += 1;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': SHARED_HTML_CACHE_CONTROL,
        'server-timing': `request;desc="${req.headers['x-request-id']}"`,
      });
      res.end('<html><body>guest page</body></html>');
    });
    const first = await page(undefined, '/?ids', 'first-visitor');
    const second = await page(undefined, '/?ids', 'second-visitor');
    expect(second.answer.headers.get('x-cache')).toBe('HIT');
    expect(first.answer.headers.get('server-timing')).toBe('request;desc="first-visitor"');
    expect(second.answer.headers.get('x-request-id')).toBe('second-visitor');
    expect(second.answer.headers.get('server-timing')).toBe('request;desc="second-visitor"');
  });
});
