import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText, safeLink } from '../react/rich-text';

const WRAPPER = '<div data-testid="rich-text">';
/** The markup of a RichText, its wrapper written `<div>`. */
const render = (html: string) =>
  renderToStaticMarkup(createElement(RichText, { html })).replace(WRAPPER, '<div>');
/** The markup inside the wrapping `div`. */
const body = (html: string) => render(html).replace(/^<div>|<\/div>$/g, '');

it('wraps the text in a div tests find as `rich-text`', () => {
  expect(renderToStaticMarkup(createElement(RichText, { html: '<p>a</p>' }))).toBe(
    `${WRAPPER}<p>a</p></div>`,
  );
});

describe('RichText: what it keeps', () => {
  it('renders the allowed tags as themselves', () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><p>One <strong>s</strong> <em>e</em> <b>b</b> <i>i</i> <code>c</code><br>two</p>' +
      '<ul><li>x</li></ul><ol><li>y</li></ol><blockquote><p>q</p></blockquote>';
    expect(body(html)).toBe(
      '<h2>A</h2><h3>B</h3><h4>C</h4><p>One <strong>s</strong> <em>e</em> <b>b</b> <i>i</i> <code>c</code><br/>two</p>' +
        '<ul><li>x</li></ul><ol><li>y</li></ol><blockquote><p>q</p></blockquote>',
    );
  });

  it('renders the seeded promotion body unchanged', () => {
    const html =
      '<h3>Diamonds for the new season</h3><p>Get ready: <strong>257 Diamonds are 10% off</strong>.</p>' +
      '<ul><li>Enter your User ID.</li><li>No code needed.</li></ul>' +
      '<p><a href="/games/mobile-legends">Top up Mobile Legends now</a></p>';
    expect(body(html)).toBe(html);
  });

  it('decodes entities once and escapes text on output', () => {
    expect(body('<p>Tom &amp; Jerry &lt;b&gt; &#169;</p>')).toBe(
      '<p>Tom &amp; Jerry &lt;b&gt; ©</p>',
    );
  });

  it('keeps relative, http(s) and mailto links; external ones get rel="noopener noreferrer"', () => {
    expect(body('<a href="/help">h</a>')).toBe('<a href="/help">h</a>');
    expect(body('<a href="#faq">f</a>')).toBe('<a href="#faq">f</a>');
    expect(body('<a href="orders?page=2">o</a>')).toBe('<a href="orders?page=2">o</a>');
    expect(body('<a href="mailto:help@example.com">m</a>')).toBe(
      '<a href="mailto:help@example.com">m</a>',
    );
    expect(body('<a href="https://example.com/x" target="_blank">e</a>')).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer">e</a>',
    );
    expect(body('<a href="//evil.example/x">p</a>')).toBe(
      '<a href="//evil.example/x" rel="noopener noreferrer">p</a>',
    );
  });
});

describe('RichText: XSS vectors', () => {
  it('drops script and style elements with their content', () => {
    const out = render('<p>a</p><script>alert(1)</script><style>p{color:red}</style><p>b</p>');
    expect(out).toBe('<div><p>a</p><p>b</p></div>');
  });

  it('drops script hidden in odd casing, attributes and unclosed tags', () => {
    expect(render('<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok')).toBe('<div>ok</div>');
    expect(render('<p>x<script>alert(1)')).toBe('<div><p>x</p></div>');
    expect(render('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('drops img with onerror, and every on* attribute of allowed tags', () => {
    expect(render('<img src=x onerror="alert(1)">')).toBe('<div></div>');
    expect(render('<p onclick="alert(1)" style="color:red" class="x" id="y">t</p>')).toBe(
      '<div><p>t</p></div>',
    );
    expect(render('<a href="/x" onmouseover="alert(1)">t</a>')).toBe(
      '<div><a href="/x">t</a></div>',
    );
  });

  it('drops svg and math with their content, onload included', () => {
    expect(render('<svg onload="alert(1)"><script>alert(2)</script><text>hi</text></svg>t')).toBe(
      '<div>t</div>',
    );
    expect(render('<math><mi xlink:href="javascript:alert(1)">x</mi></math>')).toBe('<div></div>');
  });

  it('drops iframes, objects, embeds, forms and their scripts', () => {
    const out = render(
      '<iframe src="javascript:alert(1)">x</iframe><object data="x.swf"></object><embed src="x">' +
        '<form action="javascript:alert(1)"><input onfocus="alert(1)" autofocus><button>go</button></form>',
    );
    expect(out).toBe('<div>go</div>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    'java&#10;script:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
  ])('drops the link of href="%s" and keeps its text', (href) => {
    expect(render(`<a href="${href}">click</a>`)).toBe('<div>click</div>');
  });

  it('drops comments, including conditional ones', () => {
    expect(
      render('a<!-- <script>alert(1)</script> -->b<!--[if IE]><script>x</script><![endif]-->'),
    ).toBe('<div>ab</div>');
  });

  it('keeps the text of unknown tags but not the tags', () => {
    expect(render('<div><span class="x">hi</span> <font>there</font></div>')).toBe(
      '<div>hi there</div>',
    );
  });

  it('never emits invalid nesting the browser would re-parse differently', () => {
    // A block inside a paragraph, a link inside a link, list items outside a list, text in a list.
    // (the stray `</p>` becomes an empty paragraph, as in every browser)
    expect(body('<p>a<ul><li>b</li></ul>c</p>')).toBe('<p>a</p><ul><li>b</li></ul>c<p></p>');
    expect(body('<p><strong>a<h2>b</h2></strong></p>')).toBe('<p><strong>ab</strong></p>');
    expect(body('<a href="/a">x<a href="/b">y</a></a>')).toBe('<a href="/a">xy</a>');
    expect(body('<li>lonely</li>')).toBe('lonely');
    expect(body('<ul>\n <li>a</li> stray <b>b</b><li>c</li></ul>')).toBe(
      '<ul><li>a</li><li> stray <b>b</b></li><li>c</li></ul>',
    );
  });

  it('closes unclosed tags and survives deep nesting', () => {
    expect(body('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    const deep = `${'<blockquote>'.repeat(200)}deep${'</blockquote>'.repeat(200)}`;
    const out = body(deep);
    expect(out).not.toContain('deep');
    expect(out.match(/<blockquote>/g)?.length).toBeLessThan(40);
  });

  it('renders nothing for an empty body', () => {
    expect(render('')).toBe('<div></div>');
  });
});

describe('safeLink', () => {
  it('tells relative and same-site links from external ones', () => {
    expect(safeLink('/games/x')).toEqual({ href: '/games/x', external: false });
    expect(safeLink(' https://example.com ')).toEqual({
      href: 'https://example.com',
      external: true,
    });
    expect(safeLink('mailto:a@b.c')).toEqual({ href: 'mailto:a@b.c', external: false });
    expect(safeLink('/\\evil.example')?.external).toBe(true);
  });

  it('refuses other schemes and broken URLs', () => {
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,x')).toBeNull();
    expect(safeLink('')).toBeNull();
    expect(safeLink('http://[::1')).toBeNull();
  });
});
