#!/usr/bin/env node
// One server as a folder that runs on its own: `node scripts/deploy.mjs <pc|mobile|api|gateway>
// <folder>`, then start it there with only its environment:
//   pc, mobile   `cd /srv/pc && PC_PORT=3001 API_INTERNAL_URL=... node server.mjs`
//   api          `cd /srv/api && API_PORT=3003 DATABASE_URL=... API_SECRETS_KEY=... node dist/main.js`
//   gateway      `cd /srv/gateway && PORT=3000 GATEWAY_API_URL=... node dist/main.js`
// It builds the server (turbo, cached; BUILD_ID is honoured), then `pnpm deploy --prod` copies its
// build and only its production dependencies (the workspace packages it imports, as their built
// `dist`). `--legacy`: pnpm 10's default deploy needs inject-workspace-packages, which would make
// every package change need a reinstall while developing. The folder keeps only what the server
// runs (`KEEP`): the API and the gateway list no `files`, so their sources and tests are removed.
// vike lists its build tools (vite and the compilers under it) as dependencies, so an app's deploy
// then prunes them: the server only loads vike's runtime, which never imports them.
// Run again over a folder it deployed, it swaps in the new deploy whole, keeping for an app the
// hashed assets of the build there (and of the builds that one kept), up to `KEEP_PREVIOUS_BUILDS`
// (default 2), in `dist/previous-assets` (the server goes on answering them for pages of those
// builds during a rolling deploy), and for the API its `.data` folder (the PGlite database and key
// file of a deploy run without DATABASE_URL).
// `scripts/deploy-app.mjs` is the same command under its earlier name.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { delimiter, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Each server: its package, what its folder keeps, and what marks a folder as its deploy. */
const SERVERS = {
  pc: { app: true, keep: ['dist', 'node_modules', 'package.json', 'server.mjs'] },
  mobile: { app: true, keep: ['dist', 'node_modules', 'package.json', 'server.mjs'] },
  api: { app: false, keep: ['dist', 'node_modules', 'package.json'], carried: ['.data'] },
  gateway: { app: false, keep: ['dist', 'node_modules', 'package.json'] },
};
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

/** Whether `path` is `folder` or under it. */
function isInside(folder, path) {
  const inner = relative(folder, path);
  return !inner.startsWith('..') && !isAbsolute(inner);
}

/** Where `to` lies in the deployed `folder`: itself, or the same place of the `source` copied there. */
function placeInFolder(folder, source, to) {
  if (isInside(folder, to)) return to;
  return isInside(source, to) ? join(folder, relative(source, to)) : null;
}

/**
 * Makes the deployed folder self-contained: pnpm links the server's own package back into the
 * source tree (`node_modules/.pnpm/node_modules/@storefront/<kind>`), which the folder is a copy
 * of. Such a link is pointed at the same place in the folder, relative, so the folder still works
 * once moved or the source tree is gone; a link to anywhere else outside fails the deploy.
 */
function keepLinksInside(folder, source) {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue;
    const link = join(entry.parentPath, entry.name);
    const written = readlinkSync(link);
    const to = resolve(dirname(link), written);
    if (isInside(folder, to) && !isAbsolute(written)) continue;
    const place = placeInFolder(folder, source, to);
    if (place === null) throw new Error(`${link} links outside the deploy, to ${to}`);
    rmSync(link);
    symlinkSync(relative(dirname(link), place) || '.', link);
  }
}

/** Bytes under `dir` (files counted once; symlinks not followed). */
function folderBytes(dir) {
  return Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
}

/** The entry that marks a folder as a deploy of `kind`. */
function deployMarker(kind) {
  return SERVERS[kind].app ? join('dist', 'client', 'latest-build.json') : join('dist', 'main.js');
}

/** The server's earlier deploy in `target`, or null for an empty or missing folder. */
function earlierDeploy(kind, target) {
  if (!existsSync(target) || readdirSync(target).length === 0) return null;
  if (!existsSync(join(target, deployMarker(kind)))) {
    throw new Error(`${target} is neither empty nor a deployed ${kind}: deploy into a new folder`);
  }
  return target;
}

/** Removes from the deployed folder what the server never runs (sources, tests, configs). */
function keepOnly(folder, keep) {
  for (const name of readdirSync(folder)) {
    if (!keep.includes(name)) rmSync(join(folder, name), { recursive: true, force: true });
  }
}

/** For an app: the build's hashed assets, with those of the earlier deploy when there is one. */
async function carryAssets(folder, earlier) {
  const plugin = join(root, 'packages', 'app-server', 'dist', 'vite-plugin.js');
  const { keepPreviousAssets, keepPreviousBuildsFrom, prunePreviousAssets } = await import(
    pathToFileURL(plugin).href
  );
  const keep = keepPreviousBuildsFrom(process.env.KEEP_PREVIOUS_BUILDS);
  if (!earlier) prunePreviousAssets(join(folder, 'dist'), keep);
  else keepPreviousAssets({ fromDist: join(earlier, 'dist'), toDist: join(folder, 'dist'), keep });
}

/**
 * Builds server `kind` and deploys it into `target`: an empty or missing folder, or an earlier
 * deploy of it, replaced whole once the new one is ready. Returns the folder's size in bytes.
 */
async function deploy(kind, target, { stdio = 'inherit' } = {}) {
  const server = SERVERS[kind];
  if (!server)
    throw new Error(`Unknown server "${kind}": one of ${Object.keys(SERVERS).join(', ')}`);
  const earlier = earlierDeploy(kind, target);
  const folder = earlier ? `${target}.next-${process.pid}` : target;
  const env = {
    ...process.env,
    PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
  };
  const run = (command, args) => execFileSync(command, args, { cwd: root, env, stdio });
  const filter = `--filter=@storefront/${kind}`;
  run('turbo', ['run', 'build', filter, '--output-logs=errors-only']);
  run('pnpm', [filter, 'deploy', '--prod', '--legacy', folder]);
  keepOnly(folder, server.keep);
  keepLinksInside(folder, join(root, 'apps', kind));
  if (server.app) {
    pruneBuildTools(folder);
    await carryAssets(folder, earlier);
  }
  if (!earlier) return folderBytes(target);
  for (const name of server.carried ?? []) {
    if (existsSync(join(earlier, name))) renameSync(join(earlier, name), join(folder, name));
  }
  const replaced = `${target}.old-${process.pid}`;
  renameSync(target, replaced);
  renameSync(folder, target);
  rmSync(replaced, { recursive: true, force: true });
  return folderBytes(target);
}

const [kind, target] = process.argv.slice(2);
if (!kind || !target) {
  console.error(
    'Usage: node scripts/deploy.mjs <pc|mobile|api|gateway> <empty folder or earlier deploy>',
  );
  process.exit(2);
}
const bytes = await deploy(kind, resolve(target));
console.log(`${kind} deployed to ${resolve(target)}: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
