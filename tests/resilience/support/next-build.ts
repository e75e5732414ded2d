import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../support/stack';

const BUILD_BOUND_MS = 180_000;

/** A second build of an app, in a deploy folder of its own: `server.mjs` there serves it. */
export interface NextBuild {
  /** The entry to run, relative to the repository (what `Fleet.deploy` takes). */
  entry: string;
  buildId: string;
  seconds: number;
  remove(): void;
}

/**
 * Builds `app` again for real (vite and vike, ~5-10 s) as the next release, into a deploy folder
 * that first holds a copy of the current build, the way a deploy builds over the folder it serves
 * from. The sources are the same, so the content hashes would be too: the client build names its
 * hashed files in hex instead, which gives every entry script and most stylesheets a new name, as a
 * change touching every module does. The folder lives under the app's `dist` (ignored by git),
 * where `server.mjs` resolves the app's dependencies.
 */
export async function buildNextRelease(app: 'pc' | 'mobile'): Promise<NextBuild> {
  const appDir = join(ROOT, 'apps', app);
  const relativeDeploy = join('dist', 'chaos-next');
  const deployDir = join(appDir, relativeDeploy);
  rmSync(deployDir, { recursive: true, force: true });
  for (const part of ['client', 'server']) {
    cpSync(join(appDir, 'dist', part), join(deployDir, 'dist', part), { recursive: true });
  }
  copyFileSync(join(appDir, 'server.mjs'), join(deployDir, 'server.mjs'));
  const buildId = `${app}-chaos-${Date.now()}`;
  const viteConfig = {
    build: { outDir: join(relativeDeploy, 'dist') },
    environments: { client: { build: { rolldownOptions: { output: { hashCharacters: 'hex' } } } } },
  };
  // As `pnpm build` runs it: vitest's NODE_ENV=test would make vite bundle React's development build.
  const { NODE_ENV: _test, ...inherited } = process.env;
  const startedAt = Date.now();
  await new Promise<void>((resolve, reject) => {
    execFile(
      join(appDir, 'node_modules', '.bin', 'vike'),
      ['build'],
      {
        cwd: appDir,
        env: { ...inherited, BUILD_ID: buildId, VITE_CONFIG: JSON.stringify(viteConfig) },
        timeout: BUILD_BOUND_MS,
        maxBuffer: 32 * 1024 * 1024,
      },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`${app} build failed: ${error.message}\n${stderr}`)) : resolve(),
    );
  });
  const built = JSON.parse(
    readFileSync(join(deployDir, 'dist', 'client', 'latest-build.json'), 'utf8'),
  ) as { buildId: string };
  if (built.buildId !== buildId) throw new Error(`${app} next build answers ${built.buildId}`);
  return {
    entry: join('apps', app, relativeDeploy, 'server.mjs'),
    buildId,
    seconds: (Date.now() - startedAt) / 1000,
    remove: () => rmSync(deployDir, { recursive: true, force: true }),
  };
}
