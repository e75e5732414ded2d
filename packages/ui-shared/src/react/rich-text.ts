import { DomUtils, parseDocument } from 'htmlparser2';
import { createElement, Fragment, type ReactNode, useMemo } from 'react';

/**
 * Elements dropped with everything inside them: their content is code, styling or another
 * document, never text for the reader.
 */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'xmp',
  'plaintext',
]);

const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote']);
const INLINES = new Set(['strong', 'em', 'b', 'i', 'a', 'code']);
/** Elements whose content is phrasing only: a block inside them would be split by the browser. */
const PHRASING_ONLY = new Set(['p', 'h2', 'h3', 'h4', ...INLINES]);
const LISTS = new Set(['ul', 'ol']);

/** Nesting deeper than this is cut off (no real body needs it; it keeps recursion bounded). */
const MAX_DEPTH = 32;

/** Where a node is being placed: decides which allowed elements may appear as themselves. */
interface Context {
  /** Inside an element that may hold only phrasing content (p, headings, inline elements). */
  phrasing: boolean;
  /** Directly inside ul/ol: only li may appear. */
  list: boolean;
  /** Inside a link: another link would nest. */
  link: boolean;
  depth: number;
}

type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];

const ROOT: Context = { phrasing: false, list: false, link: false, depth: 0 };

/** The base that tells a relative href from an absolute one; never shown. */
const RELATIVE_BASE = 'https://relative.invalid/';
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** `raw` without C0 controls and spaces at either end (what the URL parser strips). */
function trimControls(raw: string): string {
  const blank = (char: string | undefined) => char !== undefined && char.charCodeAt(0) <= 0x20;
  let start = 0;
  let end = raw.length;
  while (start < end && blank(raw[start])) start += 1;
  while (end > start && blank(raw[end - 1])) end -= 1;
  return raw.slice(start, end);
}

export interface SafeLink {
  href: string;
  /** Leaves the store (another origin): opened with `rel="noopener noreferrer"`. */
  external: boolean;
}

/**
 * The link an `href` may become, or null: only http(s), mailto and relative URLs. The scheme is read
 * the way browsers read it (the URL parser drops tabs, newlines and leading control characters), so
 * `java&#x09;script:` or ` javascript:` are seen for what they are.
 */
export function safeLink(raw: string): SafeLink | null {
  // What a browser ignores in a URL: tabs and newlines anywhere, controls and spaces at the ends.
  const href = trimControls(raw.replace(/[\t\n\r]/g, ''));
  if (href === '' || [...href].some(isControl)) return null;
  let url: URL;
  try {
    url = new URL(href, RELATIVE_BASE);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return null;
  const external = url.protocol !== 'mailto:' && url.origin !== new URL(RELATIVE_BASE).origin;
  return { href, external };
}

function renderChildren(nodes: readonly ChildNode[], context: Context): ReactNode[] {
  if (context.depth > MAX_DEPTH) return [];
  const out: ReactNode[] = [];
  // Content that is not a list item, met directly inside a list, is gathered into one item.
  let stray: ReactNode[] = [];
  const flushStray = () => {
    if (stray.length === 0) return;
    out.push(createElement('li', { key: `stray-${out.length}` }, ...stray));
    stray = [];
  };
  nodes.forEach((node, index) => {
    if (context.list) {
      if (DomUtils.isTag(node) && node.name === 'li') {
        flushStray();
        const itemContext = { ...context, phrasing: false, list: false, depth: context.depth + 1 };
        out.push(
          createElement('li', { key: index }, ...renderChildren(node.children, itemContext)),
        );
        return;
      }
      if (DomUtils.isText(node) && node.data.trim() === '') return;
      const inner = renderNode(node, `${index}`, { ...context, list: false });
      if (inner !== null) stray.push(inner);
      return;
    }
    const rendered = renderNode(node, `${index}`, context);
    if (rendered !== null) out.push(rendered);
  });
  flushStray();
  return out;
}

function renderNode(node: ChildNode, key: string, context: Context): ReactNode {
  if (DomUtils.isText(node)) return node.data;
  if (DomUtils.isTag(node)) return renderElement(node, key, context);
  // Comments, CDATA, processing instructions and doctypes.
  return null;
}

/** The children of a disallowed (or misplaced) element, without the element itself. */
function unwrap(node: Element, key: string, context: Context): ReactNode {
  const children = renderChildren(node.children, { ...context, depth: context.depth + 1 });
  return children.length > 0 ? createElement(Fragment, { key }, ...children) : null;
}

function renderElement(node: Element, key: string, context: Context): ReactNode {
  const name = node.name.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(name)) return null;
  if (name === 'br') return createElement('br', { key });
  const inner = (nesting: Omit<Context, 'depth' | 'link'>): Context => ({
    ...nesting,
    link: context.link,
    depth: context.depth + 1,
  });
  if (name === 'li') {
    // A list item outside a list would be invalid markup: keep its content only.
    return unwrap(node, key, context);
  }
  if (BLOCKS.has(name)) {
    if (context.phrasing) return unwrap(node, key, context);
    const children = renderChildren(
      node.children,
      inner({ phrasing: PHRASING_ONLY.has(name), list: LISTS.has(name) }),
    );
    return createElement(name, { key }, ...children);
  }
  if (INLINES.has(name)) {
    const childContext = inner({ phrasing: true, list: false });
    if (name !== 'a')
      return createElement(name, { key }, ...renderChildren(node.children, childContext));
    const link = context.link ? null : safeLink(node.attribs.href ?? '');
    if (!link) return unwrap(node, key, context);
    return createElement(
      'a',
      link.external
        ? { key, href: link.href, rel: 'noopener noreferrer' }
        : { key, href: link.href },
      ...renderChildren(node.children, { ...childContext, link: true }),
    );
  }
  return unwrap(node, key, context);
}

/**
 * React elements for an HTML body from the server, built from an allowlist: paragraphs, h2-h4,
 * lists, emphasis, code, quotes, line breaks and safe links (href only). Everything else is
 * dropped; the HTML string is never used as markup, so it works the same in SSR and the browser.
 */
export function richTextNodes(html: string): ReactNode[] {
  return renderChildren(parseDocument(html, { decodeEntities: true }).children, ROOT);
}

export interface RichTextProps {
  html: string;
  className?: string;
}

/** A server HTML body rendered safely (see `richTextNodes`) inside a `div`. */
export function RichText({ html, className }: RichTextProps) {
  const nodes = useMemo(() => richTextNodes(html), [html]);
  return createElement('div', { className, 'data-testid': 'rich-text' }, ...nodes);
}
