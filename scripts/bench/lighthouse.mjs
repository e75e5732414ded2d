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

// Lighthouse's own launcher flags (chrome-launcher) that matter here. Recent Chromium swaps the
// main frame's document host on navigation (RenderDocument): the trace then holds no
// navigationStart for the frame Lighthouse follows and the run fails with NO_NAVSTART.
// Background timers, renderer backgrounding and the small /dev/shm of containers skew the trace.
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-features=RenderDocument,Translate,OptimizationHints,MediaRouter',
  '--disable-extensions',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--password-store=basic',
  '--mute-audio',
];

async function launchChromium(port) {
  const profile = mkdtempSync(join(tmpdir(), 'storefront-bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`],
    // Its own process group: closing it ends its helper processes too, not only the browser.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Outside the bench's group, Ctrl-C would not reach it: end it with the bench whatever happens.
  const endGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', endGroup);
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
      process.kill(-child.pid, 'SIGTERM');
      await exited;
      process.off('exit', endGroup);
      // Chromium's helper processes may still be writing into the profile for a moment after the
      // browser itself has exited (ENOTEMPTY on a loaded machine): retry the removal, and leave a
      // scratch folder in the temp directory rather than fail a run whose figures are measured.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`[lighthouse] left the scratch profile ${profile}: ${error.message}`);
      }
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

// Errors of a trace Chromium recorded badly (not of the page): worth one more try.
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP', 'NO_LCP']);

async function audit(ctx, label, url, port, config) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`lighthouse gave no result for ${label}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= 2 || !TRACE_ERRORS.has(lhr.runtimeError.code)) {
      throw new Error(`${label}: ${lhr.runtimeError.message}`);
    }
    ctx.log(`${label}: ${lhr.runtimeError.code}, trying again`);
  }
}

export async function measure(ctx) {
  const store = await ctx.startStore();
  const paths = await benchPaths(store.url);
  const port = await ctx.freePort();
  const chromium = await launchChromium(port);
  const figures = [];
  try {
    // A fresh browser and server are slow on their first page (empty caches, cold JIT): one
    // audit unrecorded, so the first figure is not an outlier.
    if (!ctx.smoke) await audit(ctx, 'warm-up', `${store.url}${paths.home}`, port, undefined);
    for (const [preset, config] of Object.entries(PRESETS)) {
      // A smoke run audits one page per preset: each kind of figure, in a fraction of the time.
      const audited = ctx.smoke ? { home: paths.home } : paths;
      for (const [page, path] of Object.entries(audited)) {
        const label = `${preset} ${page}`;
        const lhr = await audit(ctx, label, `${store.url}${path}`, port, config);
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
            (entry) =>
              entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative',
          )
          .map((entry) => entry.id);
        if (failing.length > 0) ctx.log(`${label}: below 0.9: ${failing.join(', ')}`);
      }
    }
  } finally {
    await chromium.close();
  }
  return figures;
}
