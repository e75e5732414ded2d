import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, importGraph, sourceFiles } from './import-graph.js';

const root = join(import.meta.dirname, '..', '..');
const workspaces = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);
const graph = importGraph(workspaces.flatMap(sourceFiles));
const shown = (component: string[]) => component.map((file) => relative(root, file)).join(' <-> ');

describe('import cycles', () => {
  it('no source file of apps/* or packages/* imports itself through other files', () => {
    expect(cycles(graph).map(shown)).toEqual([]);
  });

  it("no two of the API's modules (folders under apps/api/src/modules) import each other, directly or not", () => {
    const modules = join(root, 'apps', 'api', 'src', 'modules');
    const folders = folderGraph(graph, modules);
    expect(cycles(folders).map((component) => component.join(' <-> '))).toEqual([]);
  });
});
