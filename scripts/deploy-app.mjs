#!/usr/bin/env node
// One device app as a folder that runs on its own: `node scripts/deploy-app.mjs pc /srv/pc`, then
// `cd /srv/pc && PC_PORT=3001 API_INTERNAL_URL=... node server.mjs`. It builds the app (turbo,
// cached; BUILD_ID is honoured), then `pnpm deploy --prod` copies its build, `server.mjs` and only
// its production dependencies (what the server imports at run time; everything the build bundles is
// a dev dependency). `--legacy`: pnpm 10's default deploy needs inject-workspace-packages, which
// would make every package change need a reinstall while developing. vike lists its build tools
// (vite and the compilers under it) as dependencies, so the deploy then prunes them: the server
// only loads vike's runtime, which never imports them.
// Run again over a folder it deployed, it keeps the hashed assets of the build there (and of the
// builds that one kept), up to `KEEP_PREVIOUS_BUILDS` (default 2), in `dist/previous-assets`: the
// server goes on answering them for pages of those builds during a rolling deploy.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { delimiter, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const APPS = ['pc', 'mobile'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Build-time only, yet dependencies of vike: removed with whatever only they need. */
const BUILD_TOOLS = [
  'vite',
  'esbuild',
  'rolldown',
  'lightningcss',
  '@babel/core',
  '@babel/types',
  '@universal-deploy/vite',
  'vite-plugin-wrapper',
];

/** Package names linked in a `node_modules` folder (`name` or `@scope/name`). */
function linkedPackages(modulesDir) {
  if (!existsSync(modulesDir)) return [];
  return readdirSync(modulesDir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(join(modulesDir, name)).map((scoped) => `${name}/${scoped}`)
        : [name],
    );
}

/**
 * Unlinks the build tools from the deployed `node_modules`, then deletes every store entry
 * (`node_modules/.pnpm/<entry>`) no longer reachable from the app's own dependencies.
 */
function pruneBuildTools(target) {
  const modules = join(target, 'node_modules');
  const store = join(modules, '.pnpm');
  const reached = new Set();
  const visit = (modulesDir) => {
    for (const name of linkedPackages(modulesDir)) {
      const link = join(modulesDir, name);
      if (BUILD_TOOLS.includes(name)) {
        rmSync(link, { recursive: true, force: true });
        continue;
      }
      const entry = relative(store, realpathSync(link)).split(sep)[0];
      if (reached.has(entry)) continue;
      reached.add(entry);
      visit(join(store, entry, 'node_modules'));
    }
  };
  visit(modules);
  for (const entry of readdirSync(store)) {
    if (entry !== 'node_modules' && !reached.has(entry)) {
      rmSync(join(store, entry), { recursive: true, force: true });
    }
  }
  const hoisted = join(store, 'node_modules');
  for (const name of linkedPackages(hoisted)) {
    const link = join(hoisted, name);
    if (lstatSync(link).isSymbolicLink() && !existsSync(link)) rmSync(link);
  }
}

/** Bytes under `dir` (files counted once; symlinks not followed). */
function folderBytes(dir) {
  return Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
}

/** The app's earlier deploy in `target`, or null for an empty or missing folder. */
function earlierDeploy(target) {
  if (!existsSync(target) || readdirSync(target).length === 0) return null;
  if (!existsSync(join(target, 'dist', 'client', 'latest-build.json'))) {
    throw new Error(`${target} is neither empty nor a deployed app: deploy into a new folder`);
  }
  return target;
}

/**
 * Builds `app` and deploys it into `target`: an empty or missing folder, or an earlier deploy of
 * the app, replaced whole once the new one is ready (its assets kept). Returns the folder's size.
 */
async function deployApp(app, target, { stdio = 'inherit' } = {}) {
  if (!APPS.includes(app)) throw new Error(`Unknown app "${app}": one of ${APPS.join(', ')}`);
  const earlier = earlierDeploy(target);
  const folder = earlier ? `${target}.next-${process.pid}` : target;
  const env = {
    ...process.env,
    PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
  };
  const run = (command, args) => execFileSync(command, args, { cwd: root, env, stdio });
  const filter = `--filter=@storefront/${app}`;
  run('turbo', ['run', 'build', filter, '--output-logs=errors-only']);
  run('pnpm', [filter, 'deploy', '--prod', '--legacy', folder]);
  pruneBuildTools(folder);
  const plugin = join(root, 'packages', 'app-server', 'dist', 'vite-plugin.js');
  const { keepPreviousAssets, keepPreviousBuildsFrom, prunePreviousAssets } = await import(
    pathToFileURL(plugin).href
  );
  const keep = keepPreviousBuildsFrom(process.env.KEEP_PREVIOUS_BUILDS);
  if (!earlier) {
    prunePreviousAssets(join(folder, 'dist'), keep);
    return folderBytes(target);
  }
  keepPreviousAssets({ fromDist: join(earlier, 'dist'), toDist: join(folder, 'dist'), keep });
  const replaced = `${target}.old-${process.pid}`;
  renameSync(target, replaced);
  renameSync(folder, target);
  rmSync(replaced, { recursive: true, force: true });
  return folderBytes(target);
}

const [app, target] = process.argv.slice(2);
if (!app || !target) {
  console.error('Usage: node scripts/deploy-app.mjs <pc|mobile> <empty folder or earlier deploy>');
  process.exit(2);
}
const bytes = await deployApp(app, resolve(target));
console.log(`${app} deployed to ${resolve(target)}: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
