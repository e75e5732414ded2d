import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LATEST_BUILD_FILE } from '@storefront/ui-shared';
import type { Plugin } from 'vite';
import { BUILD_MANIFEST_FILE, keepPreviousAssets, keepPreviousBuildsFrom } from './build-info';

export { keepPreviousAssets, keepPreviousBuildsFrom, prunePreviousAssets } from './build-info';

export interface BuildInfoOptions {
  app: 'pc' | 'mobile';
  /** The page whose first-load JS must stay within `budgetKb` (gzip); the build fails otherwise. */
  budgetPage: string;
  budgetKb: number;
  /** Replaced builds whose hashed assets stay served; default `KEEP_PREVIOUS_BUILDS`, else 2. */
  keepPreviousBuilds?: number;
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  code: string;
  modules: Record<string, { renderedLength: number }>;
}

/** `BUNDLE_REPORT=1`: the biggest modules (minified, before gzip) of a page's first load. */
function printBiggestModules(page: string, files: Set<string>, chunks: Map<string, BundleChunk>) {
  const sizes = new Map<string, number>();
  for (const file of files) {
    for (const [id, module] of Object.entries(chunks.get(file)?.modules ?? {})) {
      const name = id.replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '');
      const key = name.startsWith('@')
        ? name.split('/').slice(0, 3).join('/')
        : name.split('/').slice(0, 2).join('/');
      sizes.set(key, (sizes.get(key) ?? 0) + module.renderedLength);
    }
  }
  const top = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 40);
  console.log(
    `${page} biggest modules:\n${top.map(([id, n]) => `  ${kb(n).padStart(7)} KB ${id}`).join('\n')}`,
  );
}

/** `BUILD_ID` from the environment, or `pc-20261121T033000-1a2b3c`. */
function newBuildId(app: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
  return process.env.BUILD_ID || `${app}-${stamp}-${randomBytes(3).toString('hex')}`;
}

/** The chunk files a browser loads for `entries`: them and their static imports, transitively. */
function staticClosure(entries: BundleChunk[], chunks: Map<string, BundleChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: BundleChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) visit(chunks.get(file));
  };
  for (const entry of entries) visit(entry);
  return files;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Gives the build an id and, in the client build, writes `latest-build.json` (`{"buildId",
 * "builtAt"}`, polled by open pages) and `build-manifest.json` (id, time, first-load JS per page),
 * and prints each page's first-load JS size (gzip): vike's client entry, the page's entry and their
 * static imports. Before the client build empties `dist/client`, the assets of the build it
 * replaces move to `dist/previous-assets` (`keepPreviousAssets`).
 */
export function buildInfoPlugin(options: BuildInfoOptions): Plugin {
  const { app, budgetPage, budgetKb } = options;
  const buildId = newBuildId(app);
  const builtAt = new Date().toISOString();
  return {
    name: 'storefront:build-info',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      const { root, build } = this.environment.config;
      const distDir = dirname(resolve(root, build.outDir));
      const keep =
        options.keepPreviousBuilds ?? keepPreviousBuildsFrom(process.env.KEEP_PREVIOUS_BUILDS);
      keepPreviousAssets({ fromDist: distDir, toDist: distDir, keep });
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, BundleChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as BundleChunk);
      }
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const clientEntry = entries.find((chunk) =>
        /entry-(client|server)-routing/.test(chunk.fileName),
      );
      if (!clientEntry) this.error('vike client entry not found in the bundle');
      const gzipBytes = new Map(
        [...chunks.values()].map((chunk) => [chunk.fileName, gzipSync(chunk.code).length]),
      );
      const firstLoadJs: Record<string, number> = {};
      for (const entry of entries) {
        const page = /pages_(?:src_pages_)?(.+?)\.[\w-]+\.js$/.exec(entry.fileName)?.[1];
        if (!page) continue;
        const files = staticClosure([clientEntry, entry], chunks);
        if (process.env.BUNDLE_REPORT && page === budgetPage)
          printBiggestModules(page, files, chunks);
        firstLoadJs[page] = [...files].reduce((sum, file) => sum + (gzipBytes.get(file) ?? 0), 0);
      }
      const lines = Object.entries(firstLoadJs)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([page, bytes]) => `  ${page.padEnd(20)} ${kb(bytes).padStart(7)} KB`);
      console.log(`\n${app} first-load JS (gzip) per page, build ${buildId}:\n${lines.join('\n')}`);
      const budgetBytes = firstLoadJs[budgetPage];
      if (budgetBytes === undefined) this.error(`No page "${budgetPage}" in the bundle`);
      console.log(`${app} ${budgetPage}: ${kb(budgetBytes)} KB of ${budgetKb} KB budget\n`);
      if (budgetBytes > budgetKb * 1024) {
        this.error(`${app} ${budgetPage} first-load JS ${kb(budgetBytes)} KB > ${budgetKb} KB`);
      }
      this.emitFile({
        type: 'asset',
        fileName: LATEST_BUILD_FILE,
        source: `${JSON.stringify({ buildId, builtAt })}\n`,
      });
      const manifest = {
        app,
        buildId,
        builtAt,
        firstLoadJsGzip: firstLoadJs,
      };
      this.emitFile({
        type: 'asset',
        fileName: BUILD_MANIFEST_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
export {
  type SourceAlias,
  type WorkspacePackage,
  workspaceSourceAliases,
} from './workspace-sources';
