import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keepPreviousAssets,
  PREVIOUS_ASSETS_DIR,
  prunePreviousAssets,
  readBuildInfoSync,
} from '../build-info';
import { createAppServer } from '../server';

// Issue 26: in a rolling deploy the HTML of build N asks for its hashed assets while instances of
// build N+1 already answer. A copy of the fixture app (its own `dist`), built twice for real.
const fixture = fileURLToPath(new URL('./fixture', import.meta.url));
const vite = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));
// Inside the package: the copy resolves vike and the plugin (`../../vite-plugin.ts`) as the fixture.
const app = fileURLToPath(new URL(`./fixture-builds-${process.pid}`, import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `vite build` of the copy as build `buildId`, whose client code differs from the other builds'. */
function build(buildId: string, extraEnv: Record<string, string> = {}): void {
  writeFileSync(
    join(app, 'pages/+onRenderClient.js'),
    `export function onRenderClient() {\n  document.body.dataset.hydrated = '${buildId}';\n}\n`,
  );
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|VITE_|NODE_ENV|TEST)/.test(name)),
  );
  execFileSync(vite, ['build'], {
    cwd: app,
    stdio: 'pipe',
    env: { ...env, BUILD_ID: buildId, ...extraEnv },
  });
}

/** The files under `<dir>/assets`, as URL paths below the asset prefix. */
function assetPaths(dir: string): string[] {
  const files = readdirSync(join(dir, 'assets'), { recursive: true, withFileTypes: true });
  return files
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `assets${join(entry.parentPath, entry.name).slice(join(dir, 'assets').length)}`,
    );
}

describe('an app server of build N+1 during a rolling deploy', () => {
  let server: FastifyInstance;
  let buildN: string[];
  let buildN1: string[];

  beforeAll(async () => {
    cpSync(fixture, app, { recursive: true, filter: (from) => !from.includes('/dist') });
    build('build-n');
    buildN = assetPaths(join(app, 'dist/client'));
    build('build-n1');
    buildN1 = assetPaths(join(app, 'dist/client'));
    server = await createAppServer({ app: 'pc', root: app, assetPrefix: '/_fx/' });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(app, { recursive: true, force: true });
  });

  it("keeps build N's hashed assets beside build N+1's, with the build times", () => {
    const onlyN = buildN.filter((path) => !buildN1.includes(path));
    expect(onlyN.length).toBeGreaterThan(0);
    const kept = join(app, 'dist', PREVIOUS_ASSETS_DIR, 'build-n');
    expect(assetPaths(kept).sort()).toEqual(buildN.sort());
    expect(readBuildInfoSync(kept).builtAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(readBuildInfoSync(join(app, 'dist/client'))).toMatchObject({ buildId: 'build-n1' });
  });

  it("answers build N's assets (immutable), its own, and 404 for unknown ones", async () => {
    for (const path of [...buildN, ...buildN1]) {
      const response = await server.inject(`/_fx/${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await server.inject('/_fx/assets/entries/missing.js')).statusCode).toBe(404);
    // Only the kept `assets` are served: not the kept builds' other files.
    const latest = await server.inject('/_fx/latest-build.json');
    expect(latest.json()).toMatchObject({ buildId: 'build-n1' });
  });

  it('tells the gateway which build rendered a page', async () => {
    const response = await server.inject('/');
    expect(response.headers['x-build-id']).toBe('build-n1');
    expect(Date.parse(String(response.headers['x-build-time']))).not.toBeNaN();
    expect(response.body).toContain('<p id="build">build-n1</p>');
  });
});

describe('keepPreviousAssets (the build and deploy step)', () => {
  const temp = mkdtempSync(join(tmpdir(), 'h-builds-keep-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  /** A fake `dist` whose client holds build `buildId` (built at `hour`) and one asset. */
  function fakeDist(name: string, buildId: string, hour: number): string {
    const dist = join(temp, name);
    mkdirSync(join(dist, 'client/assets'), { recursive: true });
    const builtAt = `2026-11-27T${String(hour).padStart(2, '0')}:00:00.000Z`;
    writeFileSync(join(dist, 'client/latest-build.json'), JSON.stringify({ buildId, builtAt }));
    writeFileSync(join(dist, 'client/assets', `${buildId}.js`), `// ${buildId}`);
    return dist;
  }
  const kept = (dist: string) => readdirSync(join(dist, PREVIOUS_ASSETS_DIR)).sort();

  it('carries an earlier deploy and what it kept into the new one, pruned to the newest K', () => {
    const first = fakeDist('deploy-1', 'b1', 1);
    const second = fakeDist('deploy-2', 'b2', 2);
    keepPreviousAssets({ fromDist: first, toDist: second, keep: 2 });
    expect(kept(second)).toEqual(['b1']);
    const third = fakeDist('deploy-3', 'b3', 3);
    keepPreviousAssets({ fromDist: second, toDist: third, keep: 2 });
    expect(kept(third)).toEqual(['b1', 'b2']);
    expect(existsSync(join(third, PREVIOUS_ASSETS_DIR, 'b1/assets/b1.js'))).toBe(true);
    const fourth = fakeDist('deploy-4', 'b4', 4);
    keepPreviousAssets({ fromDist: third, toDist: fourth, keep: 2 });
    expect(kept(fourth)).toEqual(['b2', 'b3']);
    const fifth = fakeDist('deploy-5', 'b5', 5);
    keepPreviousAssets({ fromDist: fourth, toDist: fifth, keep: 0 });
    expect(kept(fifth)).toEqual([]);
  });

  it('prunes builds piled up past K (turbo restores a cached dist without deleting)', () => {
    const dist = fakeDist('piled', 'b9', 9);
    for (const [from, hour] of [
      ['p6', 6],
      ['p7', 7],
      ['p8', 8],
    ] as const) {
      keepPreviousAssets({ fromDist: fakeDist(from, from, hour), toDist: dist, keep: 5 });
    }
    prunePreviousAssets(dist, 2);
    expect(kept(dist)).toEqual(['p7', 'p8']);
  });
});
