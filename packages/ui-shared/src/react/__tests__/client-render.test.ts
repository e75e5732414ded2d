// @vitest-environment jsdom
import { localeAtom } from '@storefront/state';
import { createStore } from 'jotai/vanilla';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ClientRoot,
  createClientRender,
  documentLocale,
  type HydrateRoot,
} from '../client-render';

interface Page {
  url: string;
}

/** A fake `hydrateRoot` recording what was hydrated and rendered, in order. */
function fakeReact() {
  const calls: string[] = [];
  const hydrateRoot = vi.fn<HydrateRoot>((container: Element, app: ReactNode): ClientRoot => {
    calls.push(`hydrate ${container.id} ${String(app)}`);
    return { render: (next) => calls.push(`render ${String(next)}`) };
  });
  return { calls, hydrateRoot };
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.lang = '';
});

describe('createClientRender', () => {
  it('hydrates the first page with hydration reporting, then renders each navigation', () => {
    const { calls, hydrateRoot } = fakeReact();
    const onRender = createClientRender<Page>({
      hydrateRoot,
      store: createStore(),
      render: (page) => page.url,
      beforeHydrate: (page) => calls.push(`first ${page.url}`),
      beforeNavigate: (page) => calls.push(`navigate ${page.url}`),
    });
    onRender({ url: '/' });
    onRender({ url: '/games' });
    expect(calls).toEqual(['first /', 'hydrate root /', 'navigate /games', 'render /games']);
    expect(hydrateRoot).toHaveBeenCalledTimes(1);
    expect(hydrateRoot.mock.calls[0]?.[2]).toHaveProperty('onRecoverableError');
  });

  it('installs error reporting once, on the first page', () => {
    const listen = vi.spyOn(window, 'addEventListener');
    const onRender = createClientRender<Page>({
      ...fakeReact(),
      store: createStore(),
      render: (page) => page.url,
    });
    onRender({ url: '/' });
    onRender({ url: '/games' });
    const events = listen.mock.calls.map(([event]) => event);
    expect(events.filter((event) => event === 'error')).toHaveLength(1);
    expect(events.filter((event) => event === 'unhandledrejection')).toHaveLength(1);
  });

  it('reports an uncaught error of the page to the reporter, with the page URL', () => {
    const reportError = vi.fn();
    window.storefrontReportError = reportError;
    try {
      createClientRender<Page>({
        ...fakeReact(),
        store: createStore(),
        render: (page) => page.url,
      })({ url: '/' });
      const failure = new Error('boom');
      window.dispatchEvent(new ErrorEvent('error', { error: failure }));
      expect(reportError).toHaveBeenCalledWith(
        failure,
        expect.objectContaining({ where: 'browser', url: '/' }),
      );
    } finally {
      delete window.storefrontReportError;
    }
  });

  it('names the missing root element', () => {
    document.body.innerHTML = '';
    const onRender = createClientRender<Page>({
      ...fakeReact(),
      store: createStore(),
      render: (page) => page.url,
    });
    expect(() => onRender({ url: '/' })).toThrow('The server HTML has no #root');
  });

  it("sets the state's language to the one the server rendered before hydrating", () => {
    const store = createStore();
    document.documentElement.lang = 'id';
    let seen: string | null = null;
    createClientRender<Page>({
      ...fakeReact(),
      store,
      render: (page) => page.url,
      beforeHydrate: () => {
        seen = store.get(localeAtom);
      },
    })({ url: '/' });
    expect(seen).toBe('id');
    expect(store.get(localeAtom)).toBe('id');
  });
});

describe('documentLocale', () => {
  it('reads the language the server rendered in', () => {
    document.documentElement.lang = 'id';
    expect(documentLocale()).toBe('id');
  });

  it('falls back to the default language for an unknown or missing lang', () => {
    document.documentElement.lang = 'fr';
    expect(documentLocale()).toBe('en');
  });
});
