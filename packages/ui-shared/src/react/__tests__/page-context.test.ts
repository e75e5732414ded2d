import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createPageContextHooks, type PageContextHooks } from '../page-context';

interface Page {
  urlPathname: string;
}

function PathName({ hooks }: { hooks: PageContextHooks<Page> }): ReactNode {
  return hooks.usePageContext().urlPathname;
}

describe('createPageContextHooks', () => {
  it("gives the provider's page context to the hook below it", () => {
    const hooks = createPageContextHooks<Page>();
    const html = renderToString(
      createElement(
        hooks.PageContextProvider,
        { pageContext: { urlPathname: '/games' } },
        createElement(PathName, { hooks }),
      ),
    );
    expect(html).toBe('/games');
  });

  it('throws when the hook is used outside a provider', () => {
    const hooks = createPageContextHooks<Page>();
    expect(() => renderToString(createElement(PathName, { hooks }))).toThrow(
      'usePageContext() outside <PageContextProvider>',
    );
  });

  it('keeps two apps apart: the provider of one does not serve the other', () => {
    const first = createPageContextHooks<Page>();
    const second = createPageContextHooks<Page>();
    const html = () =>
      renderToString(
        createElement(
          first.PageContextProvider,
          { pageContext: { urlPathname: '/' } },
          createElement(PathName, { hooks: second }),
        ),
      );
    expect(html).toThrow('outside <PageContextProvider>');
  });
});
