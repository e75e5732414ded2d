import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USER_AGENTS } from '../../../../packages/ui-shared/src/__tests__/user-agents';
import { type Stack, startStack } from './harness';

const IPHONE = USER_AGENTS.find(([device]) => device === 'mobile')?.[2] ?? '';
const WINDOWS = USER_AGENTS.find(([device]) => device === 'pc')?.[2] ?? '';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});
beforeEach(() => {
  for (const upstream of Object.values(stack.upstreams)) upstream.seen.length = 0;
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.url}${path}`, { headers, redirect: 'manual' });
  return { response, body: await response.text() };
}

describe('device by user agent', () => {
  it.each(USER_AGENTS)('%s: %s', async (device, _label, userAgent) => {
    const { response, body } = await page('/games/mobile-legends?from=ua', {
      'user-agent': userAgent,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-device')).toBe(device);
    expect(body).toContain(`data-app="${device}"`);
    expect(body).toContain('/games/mobile-legends?from=ua');
  });

  it('gives pc to a request without a user agent', async () => {
    const { response } = await page('/', { 'user-agent': '' });
    expect(response.headers.get('x-device')).toBe('pc');
  });

  it('says that the answer varies by user agent and cookie', async () => {
    const { response } = await page('/help', { 'user-agent': IPHONE });
    const vary = response.headers.get('vary')?.toLowerCase() ?? '';
    expect(vary.split(/,\s*/).sort()).toEqual(['cookie', 'user-agent']);
  });
});

describe('forced and asset prefixes', () => {
  it.each([
    ['/pc/help', IPHONE, 'pc'],
    ['/pc', IPHONE, 'pc'],
    ['/mobile/user', WINDOWS, 'mobile'],
    ['/mobile', WINDOWS, 'mobile'],
  ])('%s goes to its app whatever the user agent', async (path, userAgent, device) => {
    const { response } = await page(path, {
      'user-agent': userAgent,
      cookie: `sf_device=${device === 'pc' ? 'mobile' : 'pc'}`,
    });
    expect(response.headers.get('x-device')).toBe(device);
    expect(stack.upstreams[device as 'pc' | 'mobile'].seen.map((seen) => seen.url)).toEqual([path]);
  });

  it.each([
    ['/_pc/assets/entry-abc123.js', IPHONE, 'pc'],
    ['/_pc/latest-build.json', IPHONE, 'pc'],
    ['/_mobile/assets/entry-def456.js', WINDOWS, 'mobile'],
    ['/_mobile/build-manifest.json', WINDOWS, 'mobile'],
  ])('asset %s goes to its app whatever the user agent', async (path, userAgent, device) => {
    await page(path, { 'user-agent': userAgent });
    expect(stack.upstreams[device as 'pc' | 'mobile'].seen.map((seen) => seen.url)).toEqual([path]);
  });

  it('does not treat look-alike paths as prefixes', async () => {
    const { response } = await page('/pcgames', { 'user-agent': IPHONE });
    expect(response.headers.get('x-device')).toBe('mobile');
    const asset = await page('/_pcx/file.js', { 'user-agent': IPHONE });
    expect(asset.response.headers.get('x-device')).toBe('mobile');
  });
});

describe('the layout switch', () => {
  it('remembers the choice in a cookie and redirects to the page', async () => {
    const { response } = await page('/_switch?to=pc&next=%2Fgames%3Fpage%3D2', {
      'user-agent': IPHONE,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/games?page=2');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sf_device=pc; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/);

    const after = await page('/games?page=2', { 'user-agent': IPHONE, cookie: 'sf_device=pc' });
    expect(after.response.headers.get('x-device')).toBe('pc');
  });

  it('switches a desktop visitor to mobile and back to automatic', async () => {
    const toMobile = await page('/_switch?to=mobile&next=/help', { 'user-agent': WINDOWS });
    expect(toMobile.response.headers.get('set-cookie')).toMatch(/^sf_device=mobile;/);
    const chosen = await page('/help', { 'user-agent': WINDOWS, cookie: 'a=1; sf_device=mobile' });
    expect(chosen.response.headers.get('x-device')).toBe('mobile');

    const auto = await page('/_switch?to=auto&next=/help', { 'user-agent': WINDOWS });
    expect(auto.response.headers.get('set-cookie')).toMatch(/^sf_device=; Max-Age=0;/);
    const detected = await page('/help', { 'user-agent': WINDOWS });
    expect(detected.response.headers.get('x-device')).toBe('pc');
  });

  it('ignores a cookie naming no device', async () => {
    const { response } = await page('/', { 'user-agent': IPHONE, cookie: 'sf_device=tv' });
    expect(response.headers.get('x-device')).toBe('mobile');
  });

  it('leaves a forced page of the other layout for the same page of the chosen one', async () => {
    const swapped = await page('/_switch?to=pc&next=/mobile/about');
    expect(swapped.response.headers.get('location')).toBe('/pc/about');
    const unprefixed = await page('/_switch?to=mobile&next=/pc/home');
    expect(unprefixed.response.headers.get('location')).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    '/.//evil.example',
    '/%2e//evil.example',
  ])('never redirects to another site: next=%s', async (next) => {
    const { response } = await page(`/_switch?to=pc&next=${encodeURIComponent(next)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('keeps a path that only looks like a traversal on this site (the gateway refuses it later)', async () => {
    const { response } = await page(`/_switch?to=pc&next=${encodeURIComponent('/..%2f..%2fetc')}`);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/..%2f..%2fetc');
    expect((await page(location)).response.status).toBe(400);
  });

  it('refuses an unknown layout', async () => {
    const { response } = await page('/_switch?to=tv&next=/');
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('client-side navigation across the two apps', () => {
  const pageData = (path: string, referer: string, userAgent = IPHONE) =>
    page(path, { 'user-agent': userAgent, referer: `${stack.url}${referer}` });

  it('answers 404 (not JSON) when the next page belongs to the other app, so vike loads it in full', async () => {
    const { response } = await pageData('/games/index.pageContext.json', '/pc/about');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const back = await pageData('/pc/help/index.pageContext.json', '/games', WINDOWS);
    expect(back.response.status).toBe(200);
    const across = await pageData('/mobile/help/index.pageContext.json', '/games', WINDOWS);
    expect(across.response.status).toBe(404);
    expect(stack.upstreams.mobile.seen).toEqual([]);
  });

  it('forwards page data when the navigation stays within one app', async () => {
    const { response } = await pageData('/index.pageContext.json', '/games');
    expect(response.headers.get('vary')).toBe('User-Agent, Cookie, Referer');
    await pageData('/mobile/about/index.pageContext.json', '/mobile/help', WINDOWS);
    expect(stack.upstreams.mobile.seen.map((seen) => seen.url)).toEqual([
      '/index.pageContext.json',
      '/mobile/about/index.pageContext.json',
    ]);
  });

  it('ignores a Referer from another site', async () => {
    const { response } = await page('/games/index.pageContext.json', {
      'user-agent': IPHONE,
      referer: 'https://elsewhere.example/pc/about',
    });
    expect(response.status).toBe(200);
    expect(stack.upstreams.mobile.seen.map((seen) => seen.url)).toEqual([
      '/games/index.pageContext.json',
    ]);
  });
});

describe('a shared link of the other layout', () => {
  it.each([
    ['/search?q=legends', IPHONE, '/searchHistory?q=legends'],
    ['/legal', IPHONE, '/mobile/legal'],
    ['/personal', IPHONE, '/user'],
    ['/searchHistory?q=', WINDOWS, '/search?q='],
    ['/user', WINDOWS, '/personal'],
    ['/loginPage?redirect=%2Forders', WINDOWS, '/?redirect=%2Forders'],
    ['/daftarPromo', WINDOWS, '/pc/daftarPromo'],
  ])('%s lands on its twin', async (path, userAgent, twin) => {
    const { response } = await page(path, { 'user-agent': userAgent });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(twin);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(stack.upstreams.pc.seen.length + stack.upstreams.mobile.seen.length).toBe(0);
  });

  it('follows the chosen layout, and leaves prefixed paths to their app', async () => {
    const chosen = await page('/search?q=x', { 'user-agent': WINDOWS, cookie: 'sf_device=mobile' });
    expect(chosen.response.headers.get('location')).toBe('/searchHistory?q=x');
    const prefixed = await page('/mobile/user', { 'user-agent': WINDOWS });
    expect(prefixed.response.status).toBe(200);
  });
});
