import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClientManifest, firstLoadFiles, writeBuildInfo } from '../build/build-info';

const VIKE_ENTRY = '../node_modules/vike/dist/client/runtime-client-routing/entry.js';

const manifest: ClientManifest = {
  [VIKE_ENTRY]: { file: 'assets/entries/entry.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/chunks/react.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/chunks/shared.js' },
  '_login-only.js': { file: 'assets/chunks/form.js' },
  'virtual:vike:page-entry:client:/pages/home': {
    file: 'assets/entries/home.js',
    isEntry: true,
    imports: ['_shared.js'],
  },
  'virtual:vike:page-entry:client:/pages/login': {
    file: 'assets/entries/login.js',
    isEntry: true,
    imports: ['_login-only.js'],
  },
};

describe('firstLoadFiles', () => {
  it("is vike's entry, the page's entry and their static imports, once each", () => {
    expect(firstLoadFiles(manifest, '/pages/home').sort()).toEqual([
      'assets/chunks/react.js',
      'assets/chunks/shared.js',
      'assets/entries/entry.js',
      'assets/entries/home.js',
    ]);
  });

  it('fails for a page the build does not have', () => {
    expect(() => firstLoadFiles(manifest, '/pages/nope')).toThrow('/pages/nope');
  });
});

describe('writeBuildInfo', () => {
  let dist: string;
  const contents: Record<string, string> = {
    'assets/entries/entry.js': 'console.log("entry")',
    'assets/chunks/react.js': 'export const react = 1;'.repeat(50),
    'assets/chunks/shared.js': 'export const shared = 2;',
    'assets/chunks/form.js': 'export const form = 3;',
    'assets/entries/home.js': 'export const home = 4;',
    'assets/entries/login.js': 'export const login = 5;',
  };

  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'mobile-build-info-'));
    await writeFile(join(dist, 'assets.json'), JSON.stringify(manifest));
    for (const [file, text] of Object.entries(contents)) {
      await mkdir(join(dist, 'client', file, '..'), { recursive: true });
      await writeFile(join(dist, 'client', file), text);
    }
  });

  afterEach(() => rm(dist, { recursive: true, force: true }));

  it('writes latest-build.json and build-manifest.json and reports the gzip size', async () => {
    const lines: string[] = [];
    const info = await writeBuildInfo({
      app: 'mobile',
      distDir: dist,
      page: '/pages/home',
      budgetKiB: 150,
      log: (line) => lines.push(line),
    });
    const expectedBytes = firstLoadFiles(manifest, '/pages/home')
      .map((file) => gzipSync(contents[file] as string).length)
      .reduce((sum, size) => sum + size, 0);
    expect(info.firstLoad.gzipBytes).toBe(expectedBytes);
    expect(JSON.parse(await readFile(join(dist, 'client', 'latest-build.json'), 'utf8'))).toEqual({
      buildId: info.buildId,
    });
    const written = JSON.parse(await readFile(join(dist, 'client', 'build-manifest.json'), 'utf8'));
    expect(written).toMatchObject({ app: 'mobile', buildId: info.buildId, assets: manifest });
    expect(lines[0]).toContain('within the 150 KiB budget');
  });

  it('gives the same build id for the same files and a new one when a file changes', async () => {
    const options = {
      app: 'mobile',
      distDir: dist,
      page: '/pages/home',
      budgetKiB: 150,
      log: () => {},
    } as const;
    const first = await writeBuildInfo(options);
    expect((await writeBuildInfo(options)).buildId).toBe(first.buildId);
    await writeFile(join(dist, 'client', 'assets/chunks/form.js'), 'export const form = 6;');
    expect((await writeBuildInfo(options)).buildId).not.toBe(first.buildId);
  });

  it('says when the first load is over budget', async () => {
    const lines: string[] = [];
    await writeBuildInfo({
      app: 'mobile',
      distDir: dist,
      page: '/pages/home',
      budgetKiB: 0,
      log: (line) => lines.push(line),
    });
    expect(lines[0]).toContain('OVER the 0 KiB budget');
  });
});
