import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { LATEST_BUILD_FILE } from '@storefront/ui-shared';

export const BUILD_MANIFEST_FILE = 'build-manifest.json';
/** `dist/previous-assets/<buildId>/assets/`: the hashed assets of the builds this one replaced. */
export const PREVIOUS_ASSETS_DIR = 'previous-assets';
/** How many replaced builds keep their assets (`KEEP_PREVIOUS_BUILDS`). */
export const DEFAULT_KEEP_PREVIOUS_BUILDS = 2;

/** A build as pages and servers know it: its id and, from builds that record it, its time. */
export interface BuildInfo {
  buildId: string;
  /** ISO time of the build; absent in the files of older builds. */
  builtAt?: string;
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * The build in `<clientDir>/latest-build.json` (`{"buildId", "builtAt"}`); an older file without
 * `builtAt` takes it from the build manifest when that has one.
 */
export function readBuildInfoSync(clientDir: string): BuildInfo {
  const file = join(clientDir, LATEST_BUILD_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the app first.`);
  const latest = readJson(file) ?? {};
  const { buildId } = latest;
  if (typeof buildId !== 'string' || !buildId) throw new Error(`${file} has no buildId.`);
  const builtAt = latest.builtAt ?? readJson(join(clientDir, BUILD_MANIFEST_FILE))?.builtAt;
  return typeof builtAt === 'string' ? { buildId, builtAt } : { buildId };
}

/** The build id in `<clientDir>/latest-build.json` (`{"buildId": "..."}`). */
export async function readBuildId(clientDir: string): Promise<string> {
  return readBuildInfoSync(clientDir).buildId;
}

/** The kept builds' folders in `<distDir>/previous-assets`, newest first (each holds `assets/`). */
export function previousAssetRoots(distDir: string): string[] {
  const dir = join(distDir, PREVIOUS_ASSETS_DIR);
  if (!existsSync(dir)) return [];
  const kept = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const folder = join(dir, entry.name);
      const builtAt = Date.parse(String(readJson(join(folder, LATEST_BUILD_FILE))?.builtAt));
      return { folder, time: Number.isNaN(builtAt) ? statSync(folder).mtimeMs : builtAt };
    });
  return kept.sort((a, b) => b.time - a.time).map((build) => build.folder);
}

const folderName = (buildId: string) => buildId.replace(/[^\w.-]/g, '_');

/**
 * Before a build replaces the one in `fromDist` (or a deploy replaces that folder), keeps its hashed
 * assets, and the builds it had kept, in `<toDist>/previous-assets/<buildId>/`, then prunes that
 * folder to the `keep` newest builds: pages of a replaced build still load their scripts and styles
 * from an instance that already runs the new one. `fromDist` and `toDist` may be the same folder.
 */
export function keepPreviousAssets(options: {
  fromDist: string;
  toDist: string;
  keep?: number;
}): void {
  const { fromDist, toDist, keep = DEFAULT_KEEP_PREVIOUS_BUILDS } = options;
  const clientDir = join(fromDist, 'client');
  const target = join(toDist, PREVIOUS_ASSETS_DIR);
  if (existsSync(join(clientDir, LATEST_BUILD_FILE)) && existsSync(join(clientDir, 'assets'))) {
    const build = readBuildInfoSync(clientDir);
    const folder = join(target, folderName(build.buildId));
    cpSync(join(clientDir, 'assets'), join(folder, 'assets'), { recursive: true, force: false });
    writeFileSync(join(folder, LATEST_BUILD_FILE), `${JSON.stringify(build)}\n`);
  }
  if (fromDist !== toDist) {
    for (const folder of previousAssetRoots(fromDist)) {
      cpSync(folder, join(target, basename(folder)), { recursive: true, force: false });
    }
  }
  prunePreviousAssets(toDist, keep);
}

/**
 * Keeps the `keep` newest builds in `<distDir>/previous-assets`. turbo restores a cached build's
 * `dist` over the one on disk without deleting, so kept builds can pile up past `keep` between
 * builds: a deploy prunes its folder even when it starts a new one.
 */
export function prunePreviousAssets(distDir: string, keep = DEFAULT_KEEP_PREVIOUS_BUILDS): void {
  for (const folder of previousAssetRoots(distDir).slice(Math.max(0, keep))) {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** `KEEP_PREVIOUS_BUILDS` (a whole number, 0 keeps none), else the default. */
export function keepPreviousBuildsFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_KEEP_PREVIOUS_BUILDS;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`KEEP_PREVIOUS_BUILDS must be a whole number, got "${value}"`);
  }
  return count;
}
