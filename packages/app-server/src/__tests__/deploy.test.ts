import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_MANIFEST_FILE, PREVIOUS_ASSETS_DIR, readBuildId } from '../build-info';

// Each device app deploys alone (scripts/deploy-app.mjs, documented in the root README): the
// folder holds the build, server.mjs and the server's run-time dependencies only, and it serves
// pages with no workspace around it. The API is not running: pages render their error state.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const DEPLOY_TIMEOUT_MS = 9 * 60_000;
const APPS = [
  { app: 'pc', portEnv: 'PC_PORT', page: '/' },
  { app: 'mobile', portEnv: 'MOBILE_PORT', page: '/' },
] as const;
/** Build-time only: bundled into the build, never loaded by the server. */
const BUILD_ONLY = [
  'antd',
  'react-vant',
  '@storefront/ui-shared',
  '@storefront/state',
  'typescript',
];
/** vike's build tools and their native binaries (~40 MB): pruned by the deploy. */
const BUILD_TOOL_STORE_ENTRY = /^(@esbuild\+|esbuild@|vite@|rolldown@|@rolldown\+|lightningcss)/;
/** Measured at 59.8 MB (pc) and 56.7 MB (mobile); 117 MB before the build tools were pruned. */
const MAX_DEPLOY_BYTES = 75 * 1024 * 1024;

const folders: string[] = [];
const servers: ChildProcess[] = [];
afterAll(() => {
  for (const server of servers) server.kill();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function deploy(app: string, target: string, buildId?: string): Promise<string> {
  const env = buildId === undefined ? process.env : { ...process.env, BUILD_ID: buildId };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['scripts/deploy-app.mjs', app, target],
      {
        cwd: root,
        env,
        timeout: DEPLOY_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

/** Starts `server.mjs` on a free port (0) and resolves to its address once it says it listens. */
function start(folder: string, portEnv: string): Promise<string> {
  const server = spawn(process.execPath, ['server.mjs'], {
    cwd: folder,
    env: { ...process.env, [portEnv]: '0', API_INTERNAL_URL: 'http://127.0.0.1:9' },
  });
  servers.push(server);
  let output = '';
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.on('exit', (code) => reject(new Error(`server.mjs exited with ${code}:\n${output}`)));
  });
}

describe.each(APPS)('$app deployed alone', ({ app, portEnv, page }) => {
  it(
    'holds only the build, server.mjs and run-time dependencies, and serves health, a page and its assets',
    async () => {
      const folder = join(mkdtempSync(join(tmpdir(), `deploy-${app}-`)), app);
      folders.push(folder);
      const output = await deploy(app, folder);
      console.log(output.trim().split('\n').at(-1));

      expect(readdirSync(folder).sort()).toEqual(
        expect.arrayContaining(['dist', 'node_modules', 'package.json', 'server.mjs']),
      );
      expect(
        readdirSync(folder)
          .filter((name) => !name.match(/^(README\.md|CHANGELOG\.md)$/))
          .sort(),
      ).toEqual(['dist', 'node_modules', 'package.json', 'server.mjs']);
      for (const name of BUILD_ONLY) {
        expect(existsSync(join(folder, 'node_modules', name)), name).toBe(false);
      }
      const storeEntries = readdirSync(join(folder, 'node_modules', '.pnpm'));
      expect(storeEntries.filter((entry) => BUILD_TOOL_STORE_ENTRY.test(entry))).toEqual([]);
      // The builds this one replaced keep their assets (`dist/previous-assets`, as many as earlier
      // builds of this checkout left): what this measures is the release and what it runs with.
      const bytes = Number(
        execFileSync('du', ['-sb', `--exclude=${PREVIOUS_ASSETS_DIR}`, folder], {
          encoding: 'utf8',
        }).split('\t')[0],
      );
      expect(bytes).toBeLessThan(MAX_DEPLOY_BYTES);

      const url = await start(folder, portEnv);
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', app });

      const html = await fetch(`${url}${page}`);
      expect(html.status).toBeLessThan(500);
      const body = await html.text();
      expect(body).toMatch(/^<!DOCTYPE html>/i);
      const asset = /(?:href|src)="(\/_\w+\/assets\/[^"]+)"/.exec(body)?.[1];
      expect(asset, 'the page links an asset of the build').toBeDefined();
      expect((await fetch(`${url}${asset}`)).status).toBe(200);
    },
    DEPLOY_TIMEOUT_MS + 60_000,
  );
});

// Issue 26: a rolling deploy. Pages of the earlier build ask the new instances for its assets.
// The two builds are the ones the tests around it make (turbo cache hits after the first run).
describe('a redeploy over the earlier folder', () => {
  it(
    "keeps the earlier build's hashed assets, and the swapped folder serves",
    async () => {
      const parent = mkdtempSync(join(tmpdir(), 'redeploy-mobile-'));
      folders.push(parent);
      const folder = join(parent, 'mobile');
      await deploy('mobile', folder, 'mobile-release-42');
      const assets = (dir: string) =>
        (readdirSync(dir, { recursive: true }) as string[]).filter((name) => name.endsWith('.js'));
      const earlier = assets(join(folder, 'dist/client/assets'));
      await deploy('mobile', folder);
      expect(await readBuildId(join(folder, 'dist/client'))).not.toBe('mobile-release-42');
      const kept = join(folder, 'dist/previous-assets/mobile-release-42/assets');
      expect(assets(kept).sort()).toEqual(earlier.sort());
      expect(readdirSync(parent), 'no folder left beside it').toEqual(['mobile']);

      const url = await start(folder, 'MOBILE_PORT');
      expect((await fetch(`${url}/_mobile/assets/${earlier[0]}`)).status).toBe(200);
    },
    2 * DEPLOY_TIMEOUT_MS,
  );
});

// In this file rather than its own: the builds rewrite apps/mobile/dist, which the deploys above
// copy, so they must not run at the same time. BUILD_ID is fixed, so a rerun is a cache hit that
// must bring back that id; in a fresh clone it is one real build of the mobile app.
describe('BUILD_ID through turbo', () => {
  const clientDir = join(root, 'apps', 'mobile', 'dist', 'client');
  const { BUILD_ID: _id, BUNDLE_REPORT: _report, ...inherited } = process.env;

  function build(env: Record<string, string>): void {
    execFileSync(
      join(root, 'node_modules', '.bin', 'turbo'),
      ['run', 'build', '--filter=@storefront/mobile', '--output-logs=errors-only'],
      { cwd: root, env: { ...inherited, ...env }, stdio: 'pipe', timeout: DEPLOY_TIMEOUT_MS },
    );
  }
  const manifestBuildId = () =>
    (JSON.parse(readFileSync(join(clientDir, BUILD_MANIFEST_FILE), 'utf8')) as { buildId: string })
      .buildId;

  it(
    'the build carries the given id, and a build with another id never replays it',
    async () => {
      build({});
      const plainId = await readBuildId(clientDir);
      expect(plainId).toMatch(/^mobile-\d{8}T\d{6}-[0-9a-f]{6}$/);

      build({ BUILD_ID: 'mobile-release-42' });
      expect(await readBuildId(clientDir)).toBe('mobile-release-42');
      expect(manifestBuildId()).toBe('mobile-release-42');

      build({});
      expect(await readBuildId(clientDir)).toBe(plainId);
      expect(manifestBuildId()).toBe(plainId);
    },
    DEPLOY_TIMEOUT_MS,
  );
});
