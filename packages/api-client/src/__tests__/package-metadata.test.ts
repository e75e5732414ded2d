import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every workspace package names the one repository, with its own folder, and a license: the SDK,
// the only package `changeset publish` may publish, is MIT; the rest is proprietary, like the API
// document (`LicenseRef-Proprietary`).
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const WORKSPACE_FOLDERS = ['apps', 'packages'];

interface PackageJson {
  name: string;
  private?: boolean;
  license?: string;
  repository?: { type: string; url: string; directory?: string };
}

const read = (folder: string) =>
  JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as PackageJson;
const rootPackage = read('.');
const folders = [
  ...WORKSPACE_FOLDERS.flatMap((parent) =>
    readdirSync(join(root, parent)).map((name) => `${parent}/${name}`),
  ),
  'tests',
].filter((folder) => existsSync(join(root, folder, 'package.json')));

describe('workspace package metadata', () => {
  it('the root is proprietary and names a git+https repository', () => {
    expect(rootPackage.license).toBe('UNLICENSED');
    expect(rootPackage.repository).toEqual({
      type: 'git',
      url: expect.stringMatching(/^git\+https:\/\/.+\.git$/),
    });
  });

  it.each(folders)('%s names the root repository, with its folder', (folder) => {
    expect(read(folder).repository).toEqual({ ...rootPackage.repository, directory: folder });
  });

  it('only the SDK is public, MIT with its LICENSE; every other package is private and proprietary', () => {
    const published = folders.filter((folder) => !read(folder).private);
    expect(published).toEqual(['packages/api-client']);
    expect(read('packages/api-client').license).toBe('MIT');
    expect(existsSync(join(root, 'packages/api-client/LICENSE'))).toBe(true);
    const privateLicenses = folders
      .filter((folder) => read(folder).private)
      .map((folder) => read(folder).license);
    expect(new Set(privateLicenses)).toEqual(new Set(['UNLICENSED']));
  });
});
