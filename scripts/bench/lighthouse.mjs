// Lighthouse (mobile and desktop presets) on home, a list and a product page, in Debian's
// Chromium. The mobile preset's phone user agent reaches the mobile app, the desktop one the pc app.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { benchPaths } from './lib/pages.mjs';

export const name = 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PRESETS = { mobile: undefined, desktop: desktopConfig };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SCORE_TARGETS = {
  mobile: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
  desktop: { performance: 95 },
};

async function launchChromium(port) {
  const profile = mkdtempSync(join(tmpdir(), 'storefront-bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (answer.ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

function scoreFigure(label, preset, category, lhr) {
  const target = SCORE_TARGETS[preset][category];
  return {
    name: `${label} ${category}`,
    value: Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100),
    unit: 'score',
    ...(target ? { target: { op: '>=', value: target } } : {}),
  };
}

export async function measure(ctx) {
  const store = await ctx.startStore();
  const paths = await benchPaths(store.url);
  const port = await ctx.freePort();
  const chromium = await launchChromium(port);
  const figures = [];
  try {
    for (const [preset, config] of Object.entries(PRESETS)) {
      // A smoke run audits one page per preset: each kind of figure, in a fraction of the time.
      const audited = ctx.smoke ? { home: paths.home } : paths;
      for (const [page, path] of Object.entries(audited)) {
        const label = `${preset} ${page}`;
        const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
        const result = await lighthouse(`${store.url}${path}`, flags, config);
        if (!result) throw new Error(`lighthouse gave no result for ${label}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${label}: ${lhr.runtimeError.message}`);
        for (const category of CATEGORIES) figures.push(scoreFigure(label, preset, category, lhr));
        figures.push(
          {
            name: `${label} TBT`,
            value: lhr.audits['total-blocking-time'].numericValue,
            unit: 'ms',
            ...(preset === 'mobile' ? { target: { op: '<=', value: 200 } } : {}),
          },
          {
            name: `${label} LCP`,
            value: lhr.audits['largest-contentful-paint'].numericValue,
            unit: 'ms',
          },
        );
        const failing = Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
          )
          .map((audit) => audit.id);
        if (failing.length > 0) ctx.log(`${label}: below 0.9: ${failing.join(', ')}`);
      }
    }
  } finally {
    await chromium.close();
  }
  return figures;
}
