import { createHash } from 'node:crypto';
import { ERROR_MESSAGES } from '@storefront/api-client';
import { errorScreen } from '@storefront/ui-shared';
import { tokens } from '@storefront/ui-shared/tokens';

const { colors, radii, fontFamily, layout } = tokens;

const STYLE = [
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;',
  `font-family:${fontFamily};background:${colors.background};color:${colors.text}}`,
  'main{max-width:28rem;padding:2rem;text-align:center}',
  'h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:0 0 1.5rem;line-height:1.5}',
  `a{display:inline-block;min-height:${layout.mobileTapTarget}px;line-height:${layout.mobileTapTarget}px;`,
  `padding:0 1.5rem;border-radius:${radii.md}px;background:${colors.brand};color:#fff;`,
  'text-decoration:none;font-weight:600}',
  `a:focus-visible{outline:3px solid ${colors.focusRing};outline-offset:2px}`,
].join('');

const styleHash = createHash('sha256').update(STYLE).digest('base64');

/** The error page allows its own inline style and nothing else. */
export const ERROR_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The small page a visitor sees when the app that should answer is down or refused. */
export function upstreamErrorPage(): string {
  const screen = errorScreen(502);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${screen.title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${screen.title}</h1>
<p>${ERROR_MESSAGES[502]}</p>
<a href="${screen.action.href}">${screen.action.label}</a>
</main>
</body>
</html>
`;
}
