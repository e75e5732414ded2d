import { JSDOM, VirtualConsole } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_GUARD_SCRIPT } from '../head-guard';
import { renderDocument } from '../react';
import { RELOAD_GUARD_KEY_PREFIX, RELOAD_GUARD_WINDOW_MS } from '../reload-guard';

const ORIGIN = 'http://store.test';

/** A rendered page in jsdom with its scripts run; `reloads` counts `location.reload()` calls. */
function openPage(path = '/games', storage?: Storage) {
  const html = renderDocument({
    lang: 'en',
    title: 'Store',
    bodyHtml: '<main>hi</main>',
    buildId: 'b-1',
    assetPrefix: '/_pc/',
  });
  const virtualConsole = new VirtualConsole();
  const page = { reloads: 0 };
  // jsdom cannot navigate: a reload reaches its console as "Not implemented: navigation".
  virtualConsole.on('jsdomError', (error) => {
    if (/navigation/i.test(error.message)) page.reloads += 1;
    else throw error;
  });
  const dom = new JSDOM(html, {
    url: `${ORIGIN}${path}`,
    runScripts: 'dangerously',
    virtualConsole,
    beforeParse(window) {
      if (storage) Object.defineProperty(window, 'sessionStorage', { value: storage });
    },
  });
  return { page, dom, document: dom.window.document };
}

/** Adds `<tag>` to the head and fires the load failure a browser fires on it. */
function failToLoad(document: Document, tag: 'script' | 'link', url: string, rel = 'stylesheet') {
  const element = document.createElement(tag);
  if (tag === 'link') Object.assign(element, { rel, href: url });
  else Object.assign(element, { src: url, type: 'module' });
  document.head.append(element);
  element.dispatchEvent(new (document.defaultView as typeof globalThis).Event('error'));
}

afterEach(() => vi.restoreAllMocks());

describe('the head guard (issue 26: a missing entry script or stylesheet)', () => {
  it('is the first script of the head, told the asset prefix', () => {
    const { document } = openPage();
    const script = document.head.querySelector('script');
    expect(script?.textContent).toBe(HEAD_GUARD_SCRIPT);
    expect(script?.getAttribute('data-asset-prefix')).toBe('/_pc/');
  });

  it('reloads once per window when an entry script fails to load', () => {
    let now = 1_000_000;
    const { page, dom, document } = openPage();
    vi.spyOn(dom.window.Date, 'now').mockImplementation(() => now);
    failToLoad(document, 'script', '/_pc/assets/entries/entry-client-routing.abc.js');
    expect(page.reloads).toBe(1);
    // The reloaded page is answered by the same old instance: the guard stops the loop.
    failToLoad(document, 'script', '/_pc/assets/entries/entry-client-routing.abc.js');
    expect(page.reloads).toBe(1);
    now += RELOAD_GUARD_WINDOW_MS;
    failToLoad(document, 'script', '/_pc/assets/entries/entry-client-routing.abc.js');
    expect(page.reloads).toBe(2);
  });

  it('reloads for a stylesheet and a module preload, with the chunk reload guard entry', () => {
    const first = openPage('/help');
    failToLoad(first.document, 'link', `${ORIGIN}/_pc/assets/static/main.abc.css`);
    expect(first.page.reloads).toBe(1);
    const key = `${RELOAD_GUARD_KEY_PREFIX}/help`;
    expect(first.dom.window.sessionStorage.getItem(key)).toMatch(/^\d+$/);
    const second = openPage('/cart');
    failToLoad(second.document, 'link', '/_pc/assets/chunks/cart.abc.js', 'modulepreload');
    expect(second.page.reloads).toBe(1);
  });

  it('leaves other failures alone: other prefixes, icons, images', () => {
    const { page, document } = openPage();
    failToLoad(document, 'script', 'https://cdn.example/_pc/assets/x.js');
    failToLoad(document, 'script', '/_mobile/assets/x.js');
    failToLoad(document, 'link', '/_pc/favicon.svg', 'icon');
    const image = document.createElement('img');
    image.src = '/_pc/assets/banner.png';
    document.body.append(image);
    image.dispatchEvent(new (document.defaultView as typeof globalThis).Event('error'));
    expect(page.reloads).toBe(0);
  });

  it('does not reload when sessionStorage cannot be used (no loop)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    const { page, document } = openPage('/games', blocked);
    failToLoad(document, 'script', '/_pc/assets/entries/x.js');
    expect(page.reloads).toBe(0);
  });
});
