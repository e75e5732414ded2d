#!/usr/bin/env node
// The package as an integrator gets it: prints the browser bundle of "create a client and call one
// method" (and fails above the budget), then packs the tarball, installs it with npm into an empty
// project without zod, and runs the README's quick starts (ESM and CJS) against a real HTTP server.
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
/** Gzipped bytes the browser bundle may weigh: 45 KB, the figure the SDK started from. */
export const BUNDLE_BUDGET = 45 * 1024;

function fail(message) {
  console.error(`check-package: ${message}`);
  process.exit(1);
}

async function measureBrowserBundle() {
  const result = await build({
    stdin: {
      contents:
        "import { createApiClient } from './dist/index.js';\n" +
        "createApiClient({ baseURL: '' }).shopHome.initData().then(console.log);\n",
      resolveDir: packageDir,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0].contents;
  const inputs = Object.keys(result.metafile.inputs);
  return { minified: bytes.length, gzip: gzipSync(bytes).length, inputs };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function run(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The start-up data the quick starts print from (shared with the README quick-start test). */
const initData = JSON.parse(
  readFileSync(new URL('../src/__tests__/support/init-data.json', import.meta.url), 'utf8'),
);

/** A real API stand-in on 127.0.0.1: the init-data envelope, 404 for anything else. */
function startApi() {
  const server = createServer((req, res) => {
    const found = req.method === 'POST' && req.url === '/api/ShopHome/InitData';
    const body = found
      ? { code: 0, message: '', data: initData }
      : { code: 404, message: 'Not found', data: null };
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify(body));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function runNode(args, cwd, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function expectOutput(label, args, cwd, env, expected) {
  const result = await runNode(args, cwd, env);
  if (result.code !== 0 || !result.stdout.startsWith(expected)) {
    fail(
      `${label}: exit ${result.code}, stdout ${JSON.stringify(result.stdout)}, stderr ${result.stderr}`,
    );
  }
  console.log(`ok: ${label}`);
  return result;
}

async function checkTarballInstall() {
  const work = mkdtempSync(join(tmpdir(), 'api-client-tarball-'));
  try {
    const packed = run('pnpm', ['pack', '--pack-destination', work], packageDir).trim().split('\n');
    const tarball = packed[packed.length - 1];
    if (!existsSync(tarball)) fail(`pnpm pack gave no tarball (${packed.join(' ')})`);
    const project = join(work, 'project');
    run('mkdir', ['-p', project], work);
    writeFileSync(join(project, 'package.json'), '{ "name": "integrator", "private": true }\n');
    const npmInstall = [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ];
    run('npm', [...npmInstall, tarball], project);
    if (existsSync(join(project, 'node_modules', 'zod')))
      fail('npm installed zod: it must be optional');
    console.log(`ok: npm installed ${tarball.split('/').pop()} into an empty project, without zod`);

    for (const example of ['quickstart.mjs', 'quickstart.cjs']) {
      copyFileSync(join(packageDir, 'examples', example), join(project, example));
    }
    const api = await startApi();
    try {
      const env = { STOREFRONT_API: `http://127.0.0.1:${api.address().port}` };
      await expectOutput(
        'README quick start, Node ESM',
        ['quickstart.mjs'],
        project,
        env,
        'Guest id: g-7f3c2a\n',
      );
      await expectOutput(
        'README quick start, Node CJS',
        ['quickstart.cjs'],
        project,
        env,
        'Guest id: g-7f3c2a\n',
      );
    } finally {
      api.close();
    }

    const importContract = [
      '--input-type=module',
      '-e',
      "await import('@storefront/api-client/contract');",
    ];
    const withoutZod = await runNode(importContract, project, {});
    if (withoutZod.code === 0 || !withoutZod.stderr.includes("'zod'")) {
      fail(`/contract without zod should fail naming zod: ${withoutZod.stderr}`);
    }
    console.log('ok: /contract (and only /contract) needs zod');
    const { peerDependencies } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    run('npm', [...npmInstall, `zod@${peerDependencies.zod}`], project);
    const parse =
      "const { MinorUnits } = await import('@storefront/api-client/contract'); console.log(MinorUnits.safeParse(2.5).success);";
    await expectOutput(
      '/contract with zod installed',
      ['--input-type=module', '-e', parse],
      project,
      {},
      'false\n',
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const bundle = await measureBrowserBundle();
console.log(
  `browser bundle (createApiClient + one call, minified): ${kb(bundle.minified)}, ${kb(bundle.gzip)} gzip (budget ${kb(BUNDLE_BUDGET)})`,
);
if (bundle.gzip > BUNDLE_BUDGET)
  fail(`the browser bundle is over its budget of ${kb(BUNDLE_BUDGET)} gzip`);
const zodInBundle = bundle.inputs.filter((input) => input.includes('node_modules/zod'));
if (zodInBundle.length > 0) fail(`the browser bundle pulls in zod: ${zodInBundle[0]}`);
await checkTarballInstall();
