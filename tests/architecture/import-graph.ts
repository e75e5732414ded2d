import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.turbo', '.data', 'artifacts']);
const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx'];

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED_DIRS.has(name) || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names (`./x`, `./x.js`, `./x/`), or null when it is no source file. */
function resolveRelative(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier).replace(/\.(m|c)?jsx?$/, '');
  if (SOURCE_FILE.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension)) return base + extension;
  }
  return null;
}

/** Every file's relative imports (static, dynamic, type-only and re-exports), as absolute paths. */
export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with more than one node (or a self-edge): each is a cycle. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node))
      found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The graph between the top folders under `root`: an edge when a file of one imports a file of another. */
export function folderGraph(graph: Map<string, string[]>, root: string): Map<string, string[]> {
  const folderOf = (file: string): string | null => {
    const path = relative(root, file);
    if (path.startsWith('..')) return null;
    const parts = path.split(sep);
    return parts.length > 1 ? (parts[0] ?? null) : null;
  };
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (from === null) continue;
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== null && to !== from) edges.add(to);
    }
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges].sort()]));
}
