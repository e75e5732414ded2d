import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HEAD_GUARD_SCRIPT } from '../head-guard';
import { NavigationLoader, renderDocument } from '../react';

describe('renderDocument', () => {
  const base = { lang: 'en', title: 'Store - Games', bodyHtml: '<main>hi</main>', buildId: 'b-1' };

  it('writes the title, language, build id and the rendered app', () => {
    const html = renderDocument(base);
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain('<title>Store - Games</title>');
    expect(html).toContain('<meta name="build-id" content="b-1" />');
    expect(html).toContain('<div id="root"><main>hi</main></div>');
  });

  it('escapes the title and attributes', () => {
    const html = renderDocument({ ...base, title: '<script>"x"</script> & co', lang: 'en"><x' });
    expect(html).toContain('<title>&lt;script&gt;&quot;x&quot;&lt;/script&gt; &amp; co</title>');
    expect(html).toContain('<html lang="en&quot;&gt;&lt;x">');
  });

  it('sets the root font size and head markup when asked', () => {
    const html = renderDocument({
      ...base,
      rootFontSize: 37.5,
      headHtml: '<style id="antd"></style>',
    });
    expect(html).toContain('<html lang="en" style="font-size:37.5px">');
    expect(html).toContain('<style id="antd"></style></head>');
  });

  it('has no script and no inline event handler of its own (CSP)', () => {
    const html = renderDocument({ ...base, description: 'Top-ups', themeColor: '#000' });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('with an asset prefix, has one script: the head guard, right after the title (CSP by hash)', () => {
    const html = renderDocument({ ...base, assetPrefix: '/_pc/', builtAt: '2026-11-27T09:00:00Z' });
    expect(html.match(/<script/g)).toHaveLength(1);
    // Never before the title: the parser stops at it, and the tab must not show an empty title.
    expect(html).toContain(
      `</title><script data-asset-prefix="/_pc/">${HEAD_GUARD_SCRIPT}</script>`,
    );
    expect(html).toContain('<meta name="build-time" content="2026-11-27T09:00:00Z" />');
  });
});

describe('NavigationLoader on the server', () => {
  it('renders nothing: the flag is false during SSR', () => {
    expect(renderToString(createElement(NavigationLoader))).toBe('');
  });
});
