// Bytes per page as a first-time guest gets them: the HTML (uncompressed and gzip) and the
// JavaScript and CSS the page loads before it is interactive (gzip).
import { gzipSync } from 'node:zlib';
import { get } from './lib/load.mjs';
import { benchPaths, DEVICES } from './lib/pages.mjs';

export const name = 'pages';

const HTML_TARGET_KB = { pc: 60 };
const JS_BUDGET_KB = { pc: 250, mobile: 150 };

/** The scripts and stylesheets an HTML page loads on first paint (module scripts and preloads). */
export function firstLoadAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) js.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    js.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g))
    css.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) js.add(match[1]);
  return { js: [...js], css: [...css] };
}

async function gzipBytes(baseUrl, paths) {
  let total = 0;
  for (const path of paths) {
    const asset = await get(new URL(path, baseUrl).href);
    if (asset.status !== 200) throw new Error(`${path} answered ${asset.status}`);
    total += gzipSync(asset.body).length;
  }
  return total;
}

export async function measure(ctx) {
  const store = await ctx.startStore();
  const paths = await benchPaths(store.url);
  const figures = [];
  for (const [device, userAgent] of Object.entries(DEVICES)) {
    for (const [page, path] of Object.entries(paths)) {
      const answer = await get(`${store.url}${path}`, { headers: { 'user-agent': userAgent } });
      const html = answer.body.toString('utf8');
      const assets = firstLoadAssets(html);
      const label = `${device} ${page}`;
      const htmlKb = answer.body.length / 1024;
      figures.push({
        name: `${label} HTML`,
        value: htmlKb,
        unit: 'KB',
        reference: { name: 'gzip', value: gzipSync(answer.body).length / 1024, unit: 'KB' },
        ...(page === 'home' && HTML_TARGET_KB[device]
          ? { target: { op: '<=', value: HTML_TARGET_KB[device] } }
          : {}),
      });
      figures.push({
        name: `${label} first-load JS gzip`,
        value: (await gzipBytes(store.url, assets.js)) / 1024,
        unit: 'KB',
        ...(page === 'home' ? { target: { op: '<=', value: JS_BUDGET_KB[device] } } : {}),
      });
      figures.push({
        name: `${label} first-load CSS gzip`,
        value: (await gzipBytes(store.url, assets.css)) / 1024,
        unit: 'KB',
      });
    }
  }
  return figures;
}
