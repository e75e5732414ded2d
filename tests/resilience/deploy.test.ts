import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, localUrl, ROOT } from '../support/stack';
import { reportFigures } from './support/figures';
import { guestId } from './support/http';
import { freshPostgres } from './support/servers';

// The API and the gateway deploy alone, as pc and mobile do (scripts/deploy.mjs; the apps' own
// deploys are tested in packages/app-server): the folder holds the build and the run-time
// dependencies only, and the server starts there with nothing but its own variables.
const DEPLOY_TIMEOUT_MS = 9 * 60_000;
/** What a server's folder holds: its build, its package.json, its run-time dependencies. */
const FOLDER = ['dist', 'node_modules', 'package.json'];
/** Build-time only: never in a deployed server's folder. */
const BUILD_ONLY = ['tsup', 'typescript', 'vitest', '@redocly/cli', 'smtp-server'];

const folders: string[] = [];
const servers: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of servers) server.kill();
  for (const cleanup of cleanups) await cleanup();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function deploy(kind: string, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['scripts/deploy.mjs', kind, target],
      { cwd: ROOT, timeout: DEPLOY_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

/** Starts `node dist/main.js` in `folder` with only `env` (and PATH) and waits for its /readyz. */
async function start(folder: string, env: Record<string, string>, port: number): Promise<string> {
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(server);
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = localUrl(port);
  for (;;) {
    if (server.exitCode !== null) throw new Error(`exited with ${server.exitCode}:\n${output}`);
    const status = await fetch(`${url}/readyz`)
      .then((answer) => answer.status)
      .catch(() => 0);
    if (status === 200) return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Symbolic links under `folder` that are absolute or lead out of it (into the source tree, say). */
function linksLeaving(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((link) => {
      const to = readlinkSync(link);
      const inside = relative(folder, resolve(dirname(link), to));
      return isAbsolute(to) || inside.startsWith('..') || isAbsolute(inside);
    })
    .map((link) => `${relative(folder, link)} -> ${readlinkSync(link)}`);
}

async function deployed(kind: string): Promise<string> {
  const folder = join(mkdtempSync(join(tmpdir(), `deploy-${kind}-`)), kind);
  folders.push(folder);
  console.log((await deploy(kind, folder)).trim().split('\n').at(-1));
  expect(readdirSync(folder).sort()).toEqual(FOLDER);
  for (const name of BUILD_ONLY) {
    expect(existsSync(join(folder, 'node_modules', name)), name).toBe(false);
  }
  expect(linksLeaving(folder), 'the folder runs without the source tree').toEqual([]);
  return folder;
}

describe('the API and the gateway deployed alone', () => {
  let api = '';

  it(
    'each folder holds the build and run-time dependencies, and serves /readyz and /api from there',
    async () => {
      api = await deployed('api');
      const gateway = await deployed('gateway');
      reportFigures('deploy folders: links leading out of the folder', {
        api: linksLeaving(api).length,
        gateway: linksLeaving(gateway).length,
        was: '1 each, back into the source tree',
      });

      const database = await freshPostgres();
      cleanups.push(() => database.drop());
      const apiPort = await freePort();
      const apiUrl = await start(
        api,
        {
          API_PORT: String(apiPort),
          DATABASE_URL: database.url as string,
          API_SECRETS_KEY: '22'.repeat(32),
        },
        apiPort,
      );
      expect((await fetch(`${apiUrl}/api/health`)).status).toBe(200);

      const gatewayPort = await freePort();
      const nowhere = localUrl(await freePort());
      const gatewayUrl = await start(
        gateway,
        {
          PORT: String(gatewayPort),
          GATEWAY_API_URL: apiUrl,
          GATEWAY_PC_URL: nowhere,
          GATEWAY_MOBILE_URL: nowhere,
        },
        gatewayPort,
      );
      expect(await guestId(gatewayUrl)).toMatch(/\S/);
    },
    2 * DEPLOY_TIMEOUT_MS,
  );

  it(
    "a redeploy over the API's folder swaps it whole and keeps its .data (PGlite, key file)",
    async () => {
      expect(api, 'the deploy above').not.toBe('');
      mkdirSync(join(api, '.data'));
      writeFileSync(join(api, '.data', 'kept'), 'the embedded database');
      writeFileSync(join(api, 'dist', 'stale.js'), 'a file of the earlier build');
      await deploy('api', api);
      expect(readFileSync(join(api, '.data', 'kept'), 'utf8')).toBe('the embedded database');
      expect(existsSync(join(api, 'dist', 'stale.js'))).toBe(false);
      expect(readdirSync(dirname(api)), 'no folder left beside it').toEqual(['api']);
      expect(linksLeaving(api), 'swapped in whole, its links still inside').toEqual([]);
    },
    DEPLOY_TIMEOUT_MS,
  );
});
