import { type ChildProcess, spawn } from 'node:child_process';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Page } from '@playwright/test';
import { colors } from '@storefront/ui-shared/tokens';
import { expect, test } from '../../support/fixtures';
import { USER_AGENT } from '../../support/frames';
import { freePort, LOGS, localUrl, ROOT } from '../../support/stack';

// `pnpm dev` (scripts/dev.mjs): the API, both apps in vike's dev mode and the gateway, from source.
// Processes, not pages of the shared store: only the desktop project runs it (playwright.config.ts).
// The edits below change files of this checkout and put them back at the end of each step.

const READY_LINE = /^\[dev\]\s+Storefront \(dev: .*\) ready at /;

interface DevLoop {
  baseURL: string;
  stop(): Promise<void>;
}

async function startDevLoop(logName: string): Promise<DevLoop> {
  const gateway = await freePort();
  const [api, pc, mobile] = await Promise.all([freePort(), freePort(), freePort()]);
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-dev-'));
  mkdirSync(LOGS, { recursive: true });
  const log = createWriteStream(join(LOGS, logName));
  const { FORCE_COLOR: _forced, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts', 'dev.mjs')], {
    cwd: ROOT,
    env: {
      ...env,
      NO_COLOR: '1',
      PORT: String(gateway),
      API_PORT: String(api),
      PC_PORT: String(pc),
      MOBILE_PORT: String(mobile),
      API_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      log.write(`${line}\n`);
      if (READY_LINE.test(line)) resolve();
    });
    void exited.then(() => reject(new Error(`pnpm dev exited: see ${logName}`)));
  });
  return { baseURL: localUrl(gateway), stop };
}

/** Replaces `from` by `to` in `file` (relative to the root); the returned function puts it back. */
function edit(file: string, from: string, to: string): () => void {
  const path = join(ROOT, file);
  const original = readFileSync(path, 'utf8');
  if (!original.includes(from))
    throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
  writeFileSync(path, original.replace(from, to));
  return () => writeFileSync(path, original);
}

/** Marks the document: the mark survives a hot update and is gone after a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as { devLoopMark?: boolean }).devLoopMark = true;
  });
}

async function documentKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { devLoopMark?: boolean }).devLoopMark === true);
}

/**
 * Edits `file`, waits for `shown` to show the change (in the same document when `inPlace`), and
 * restores the file; resolves to the milliseconds from the save to the change on screen.
 */
async function hotUpdate(
  page: Page,
  change: { file: string; from: string; to: string },
  shown: () => Promise<void>,
  { inPlace = true }: { inPlace?: boolean } = {},
): Promise<number> {
  await markDocument(page);
  const savedAt = Date.now();
  const restore = edit(change.file, change.from, change.to);
  try {
    await shown();
    const elapsed = Date.now() - savedAt;
    if (inPlace) expect(await documentKept(page)).toBe(true);
    return elapsed;
  } finally {
    restore();
  }
}

test.describe('the dev loop', () => {
  test('pnpm dev serves both apps through the gateway and hot-replaces edits', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const startedAt = Date.now();
    const dev = await startDevLoop(`dev-loop-${startedAt}.log`);
    try {
      const pcContext = await browser.newContext({ baseURL: dev.baseURL });
      const page = await pcContext.newPage();
      const response = await page.goto('/games', { timeout: 180_000 });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-device']).toBe('pc');
      await page.locator('[data-mounted]').waitFor({ timeout: 120_000 });
      test.info().annotations.push({
        type: 'dev: start to first pc page (ms)',
        description: String(Date.now() - startedAt),
      });

      const marker = `hot-${startedAt}`;
      const footerLink = page.getByTestId('mobile-site-link');
      const componentMs = await hotUpdate(
        page,
        {
          file: 'apps/pc/src/frame/Footer.tsx',
          from: "{t(locale, 'nav.mobileSite')}\n",
          to: `{t(locale, 'nav.mobileSite')} ${marker}\n`,
        },
        () => expect(footerLink).toContainText(marker, { timeout: 60_000 }),
      );
      await expect(footerLink).not.toContainText(marker, { timeout: 60_000 });

      const aboutLink = page.getByRole('contentinfo').getByRole('link', { name: /^About/ });
      const packageMs = await hotUpdate(
        page,
        {
          file: 'packages/ui-shared/src/messages/sections/shell.ts',
          from: "'nav.about': 'About',",
          to: `'nav.about': 'About ${marker}',`,
        },
        () => expect(aboutLink).toContainText(marker, { timeout: 60_000 }),
        // A module with no components has no hot-update boundary: vite reloads the page.
        { inPlace: false },
      );
      await expect(aboutLink).toHaveText('About', { timeout: 60_000 });
      test
        .info()
        .annotations.push(
          { type: 'dev: pc component save to shown (ms)', description: String(componentMs) },
          { type: 'dev: ui-shared save to shown (ms)', description: String(packageMs) },
        );
      await pcContext.close();

      const phone = await browser.newContext({
        baseURL: dev.baseURL,
        userAgent: USER_AGENT.mobile,
      });
      const mobilePage = await phone.newPage();
      const themeStatuses: number[] = [];
      mobilePage.on('response', (answer) => {
        if (answer.url().includes('react-vant-theme')) themeStatuses.push(answer.status());
      });
      const mobileResponse = await mobilePage.goto('/games', { timeout: 180_000 });
      expect(mobileResponse?.status()).toBe(200);
      expect(mobileResponse?.headers()['x-device']).toBe('mobile');
      await mobilePage.locator('[data-mounted]').waitFor({ timeout: 120_000 });
      // The design tokens' theme (a virtual stylesheet) loads in dev as in production.
      expect(themeStatuses.length).toBeGreaterThan(0);
      expect(themeStatuses.every((status) => status === 200)).toBe(true);
      const brand = await mobilePage.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--rv-primary-color').trim(),
      );
      expect(brand).toBe(colors.brand);
      const title = mobilePage.getByTestId('game-list').getByRole('heading', { level: 2 });
      const mobileMs = await hotUpdate(
        mobilePage,
        {
          file: 'apps/mobile/src/catalog/GameListScreen.tsx',
          from: '<h2 className="game-list__title">{title}</h2>',
          to: `<h2 className="game-list__title">{title} ${marker}</h2>`,
        },
        () => expect(title).toContainText(marker, { timeout: 60_000 }),
      );
      test.info().annotations.push({
        type: 'dev: mobile component save to shown (ms)',
        description: String(mobileMs),
      });
      await phone.close();
    } finally {
      await dev.stop();
    }
  });
});
