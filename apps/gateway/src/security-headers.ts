import { createHash } from 'node:crypto';
import { HEAD_GUARD_SCRIPT } from '@storefront/ui-shared';

/** The pages' one inline script (ui-shared's head guard), allowed by its hash. */
export const HEAD_GUARD_HASH = `'sha256-${createHash('sha256').update(HEAD_GUARD_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy of the apps' pages, as tight as their real HTML allows:
 * - scripts only from this origin (vike's hydration data is a JSON script, which CSP does not run),
 *   and the head guard's inline script by its hash;
 * - inline styles allowed: antd writes its CSS-in-JS `<style>` tags at run time and react-vant
 *   components set `style` attributes, neither of which takes a nonce;
 * - images from this origin plus `data:`/`blob:` (inline SVG icons, previews);
 * - every request the browser makes goes to this origin (`/api` is proxied here);
 * - no plugins, no `<base>` elsewhere, forms post here only, and no site may frame the store.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  `script-src 'self' ${HEAD_GUARD_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every answer of the gateway carries, whoever produced it. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** What every answer leaves with at least: the headers above and the page CSP. */
export const ANSWER_DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'content-security-policy': PAGE_CSP,
};

/** Adds each default header an answer's (lower-case) headers lack; stricter own values stay. */
export function addDefaultHeaders(headers: Record<string, unknown>): void {
  for (const name in ANSWER_DEFAULT_HEADERS) {
    if (headers[name] === undefined) headers[name] = ANSWER_DEFAULT_HEADERS[name];
  }
}
