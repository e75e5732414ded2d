import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of vike's client manifest (`dist/assets.json`), the fields used here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export type ClientManifest = Record<string, ManifestChunk>;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A build id from the content of every hashed asset: the same code gives the same id. */
export async function computeBuildId(assetsDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(assetsDir)) {
    hash.update(relative(assetsDir, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The JS files a first visit of `pageId` (e.g. `/pages/home`) loads before it is interactive: vike's
 * client entry, the page's entry and everything they import statically. Lazy chunks are not counted.
 */
export function firstLoadFiles(manifest: ClientManifest, pageId: string): string[] {
  const clientEntry = Object.keys(manifest).find(
    (key) => manifest[key]?.isEntry && !key.startsWith('virtual:vike:page-entry:'),
  );
  const pageEntry = `virtual:vike:page-entry:client:${pageId}`;
  if (!clientEntry || !manifest[pageEntry]) {
    throw new Error(`The client manifest has no entry for vike or for ${pageId}`);
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(clientEntry);
  visit(pageEntry);
  return [...seen]
    .map((key) => (manifest[key] as ManifestChunk).file)
    .filter((file) => file.endsWith('.js'));
}

export async function gzipBytes(files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(files.map(async (file) => gzipSync(await readFile(file)).length));
  return sizes.reduce((sum, size) => sum + size, 0);
}

export interface BuildInfoOptions {
  app: 'pc' | 'mobile';
  /** The app's `dist` folder (vike writes `assets.json` there, the browser's files to `client/`). */
  distDir: string;
  /** The page whose first load is measured and reported, e.g. `/pages/home`. */
  page: string;
  budgetKiB: number;
  log?: (line: string) => void;
}

export interface BuildInfo {
  buildId: string;
  firstLoad: { page: string; files: string[]; gzipBytes: number; budgetBytes: number };
}

/**
 * After a build: writes `client/latest-build.json` (`{"buildId"}`, polled by open pages) and
 * `client/build-manifest.json` (the build id, the first load of `page` and vike's client manifest),
 * and prints the first-load JS size (gzip) against the budget.
 */
export async function writeBuildInfo(options: BuildInfoOptions): Promise<BuildInfo> {
  const { app, distDir, page, budgetKiB, log = console.log } = options;
  const clientDir = join(distDir, 'client');
  const manifest = JSON.parse(
    await readFile(join(distDir, 'assets.json'), 'utf8'),
  ) as ClientManifest;
  const buildId = await computeBuildId(join(clientDir, 'assets'));
  const files = firstLoadFiles(manifest, page);
  const firstLoad = {
    page,
    files,
    gzipBytes: await gzipBytes(files.map((file) => join(clientDir, file))),
    budgetBytes: budgetKiB * 1024,
  };
  await writeFile(join(clientDir, 'latest-build.json'), `${JSON.stringify({ buildId })}\n`);
  await writeFile(
    join(clientDir, 'build-manifest.json'),
    `${JSON.stringify({ app, buildId, firstLoad, assets: manifest }, null, 2)}\n`,
  );
  const kib = (firstLoad.gzipBytes / 1024).toFixed(1);
  const verdict = firstLoad.gzipBytes <= firstLoad.budgetBytes ? 'within' : 'OVER';
  log(
    `[${app}] build ${buildId}: first-load JS of ${page} ${kib} KiB gzip (${verdict} the ${budgetKiB} KiB budget)`,
  );
  return { buildId, firstLoad };
}

/** Vite plugin: `writeBuildInfo` once the server build (the last one, after vike's manifest) is done. */
export function buildInfo(options: Omit<BuildInfoOptions, 'distDir'> & { distDir?: string }) {
  let root = process.cwd();
  return {
    name: 'storefront-build-info',
    apply: 'build' as const,
    configResolved(config: { root: string }) {
      root = config.root;
    },
    async closeBundle(this: { environment?: { name: string } }) {
      if (this.environment?.name !== 'ssr') return;
      await writeBuildInfo({ ...options, distDir: options.distDir ?? join(root, 'dist') });
    },
  };
}
