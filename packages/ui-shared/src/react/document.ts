import { REQUEST_ID_TIMING } from '@storefront/api-client';
import { HEAD_GUARD_SCRIPT } from '../head-guard';
import { fontFamily } from '../tokens';

export interface DocumentOptions {
  /** `<html lang>`: the UI language. */
  lang: string;
  /** The full title, from `pageTitle(appTitle, routeTitle)`. */
  title: string;
  /** The server-rendered app. Inserted as is: it is React's escaped output. */
  bodyHtml: string;
  /** Trusted markup for `<head>`, e.g. the antd styles of `extractStyle(cache)`. */
  headHtml?: string;
  /** The running build, as `<meta name="build-id">` (the version watcher compares with it). */
  buildId: string;
  /** Its ISO build time, as `<meta name="build-time">`: only a later build is offered. */
  builtAt?: string;
  /**
   * The app's asset prefix (`/_pc/`): a script or stylesheet under it that fails to load reloads
   * the page once (`HEAD_GUARD_SCRIPT`, the head's first script).
   */
  assetPrefix?: string;
  /** `<meta name="description">`. */
  description?: string;
  /** The root font size in px (mobile's rem layout: 37.5). */
  rootFontSize?: number;
  /** `<meta name="theme-color">`. */
  themeColor?: string;
  /** `<meta name="viewport">`; the default fits a phone. */
  viewport?: string;
  /** The id of the element React renders into and hydrates. */
  rootId?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The head guard, told the asset prefix by an attribute (the CSP hash covers the text only). */
function headGuardTag(assetPrefix: string | undefined): string {
  if (!assetPrefix) return '';
  return `<script data-asset-prefix="${escapeHtml(assetPrefix)}">${HEAD_GUARD_SCRIPT}</script>`;
}

/**
 * The HTML document of a server-rendered page. It holds nothing of the request (a guest's page is
 * shared between visitors: the request id travels in `Server-Timing`, see `readDocumentRequestId`)
 * and one script of its own, the head guard, whose fixed text the CSP allows by hash (vike adds its
 * own scripts, and the dehydrated react-query state travels in vike's pageContext JSON), no inline
 * event handler, and the only inline style is the root font size: a strict Content-Security-Policy
 * fits. The result is trusted HTML: pass it to vike's `dangerouslySkipEscape`.
 */
export function renderDocument(options: DocumentOptions): string {
  const {
    lang,
    title,
    bodyHtml,
    headHtml = '',
    buildId,
    builtAt,
    assetPrefix,
    description,
    rootFontSize,
    themeColor,
    viewport = 'width=device-width, initial-scale=1',
    rootId = 'root',
  } = options;
  const htmlStyle = rootFontSize === undefined ? '' : ` style="font-size:${rootFontSize}px"`;
  const meta = [
    '<meta charset="utf-8" />',
    `<meta name="viewport" content="${escapeHtml(viewport)}" />`,
    `<meta name="build-id" content="${escapeHtml(buildId)}" />`,
    builtAt ? `<meta name="build-time" content="${escapeHtml(builtAt)}" />` : '',
    description ? `<meta name="description" content="${escapeHtml(description)}" />` : '',
    themeColor ? `<meta name="theme-color" content="${escapeHtml(themeColor)}" />` : '',
  ].join('');
  const baseStyle = `<style>html,body{margin:0;padding:0}body{font-family:${fontFamily};-webkit-font-smoothing:antialiased}</style>`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(lang)}"${htmlStyle}>`,
    // The guard after the title: the parser stops at an inline script, and a page must never
    // show an empty title meanwhile. vike's stylesheets come first anyway (right after `<head>`).
    `<head>${meta}<title>${escapeHtml(title)}</title>${headGuardTag(assetPrefix)}${baseStyle}${headHtml}</head>`,
    // vike puts its scripts before `</body>`, indented like the line they join: on a line of its
    // own, `</body>` spares it a scan of the whole page for that line's trailing whitespace.
    `<body><div id="${escapeHtml(rootId)}">${bodyHtml}</div>\n</body>`,
    '</html>',
  ].join('');
}

/** The running build id of the page (`<meta name="build-id">`), or null outside a rendered page. */
export function readDocumentBuildId(doc: Document = document): string | null {
  return doc.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? null;
}

/** The running build's time (`<meta name="build-time">`), or undefined when the page has none. */
export function readDocumentBuiltAt(
  doc: Document | undefined = globalThis.document,
): string | undefined {
  return doc?.querySelector('meta[name="build-time"]')?.getAttribute('content') ?? undefined;
}

/**
 * The id of the request that brought this document, from its answer's `Server-Timing`
 * (`request;desc="<id>"`, set by the gateway and the app servers on every answer), or null where
 * the browser does not expose it (an insecure context, an old browser).
 */
export function readDocumentRequestId(
  perf: Performance | undefined = globalThis.performance,
): string | null {
  const [navigation] = (perf?.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  const timing = navigation?.serverTiming?.find((entry) => entry.name === REQUEST_ID_TIMING);
  return timing?.description || null;
}
