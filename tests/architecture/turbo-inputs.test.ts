// Turbo's cache key of each package's build covers every file the build reads: a file left out
// (pc's pages/ once) gave a cache hit after a change, and scripts/deploy.mjs shipped the old build
// under the old id. The apps' builds read the packages' sources too, so every workspace package is
// checked alike. Only docs and tests stay out, so editing them does not rebuild.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
/** Every workspace package by folder: `apps/pc`, `packages/ui-shared`. */
const PACKAGES = ['apps', 'packages']
  .flatMap((parent) => readdirSync(join(root, parent)).map((name) => `${parent}/${name}`))
  .sort();
/** A file under `pages/` each device app's build bundles. */
const PAGE_FILES = ['apps/pc/pages/+onRenderClient.tsx', 'apps/mobile/pages/+onRenderClient.tsx'];

/** What a build may leave out of its key: docs and tests. */
function isDocOrTest(file: string): boolean {
  return file.endsWith('.md') || file.includes('__tests__/') || file === 'vitest.config.ts';
}

/** The files git tracks in `folder`, relative to it. */
function trackedFiles(folder: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', folder], { cwd: root });
  return listed
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((file) => file.slice(`${folder}/`.length));
}

/** Each package's build in `turbo run build --dry=json`, by folder: its hash and its inputs. */
function plannedBuilds(): Map<string, { hash: string; inputs: string[] }> {
  const turbo = join(root, 'node_modules', '.bin', 'turbo');
  const plan = execFileSync(turbo, ['run', 'build', '--dry=json'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  const { tasks } = JSON.parse(plan.toString('utf8')) as {
    tasks: {
      task: string;
      directory: string;
      command: string;
      hash: string;
      inputs: Record<string, string>;
    }[];
  };
  return new Map(
    tasks
      // `tests` has no build: turbo lists it with the command `<NONEXISTENT>`.
      .filter((task) => task.task === 'build' && task.command !== '<NONEXISTENT>')
      .map((task) => [task.directory, { hash: task.hash, inputs: Object.keys(task.inputs) }]),
  );
}

describe('turbo build inputs', () => {
  it('cover every file of each package but its docs and tests, and a change under pages/ misses the cache', () => {
    const before = plannedBuilds();
    expect([...before.keys()].sort()).toEqual(PACKAGES);
    for (const folder of PACKAGES) {
      const inputs = new Set(before.get(folder)?.inputs);
      const missing = trackedFiles(folder).filter(
        (file) => !isDocOrTest(file) && !inputs.has(file),
      );
      expect.soft(missing, `${folder}: read by the build, not in its turbo inputs`).toEqual([]);
      const extra = [...inputs].filter(isDocOrTest);
      expect.soft(extra, `${folder}: docs or tests in its turbo inputs`).toEqual([]);
    }

    const originals = PAGE_FILES.map((file) => ({
      file,
      text: readFileSync(join(root, file), 'utf8'),
    }));
    let after: ReturnType<typeof plannedBuilds>;
    try {
      for (const { file, text } of originals)
        writeFileSync(join(root, file), `${text}// changed\n`);
      after = plannedBuilds();
    } finally {
      for (const { file, text } of originals) writeFileSync(join(root, file), text);
    }
    for (const folder of ['apps/pc', 'apps/mobile']) {
      expect(after.get(folder)?.hash, `${folder} after a change under pages/`).not.toBe(
        before.get(folder)?.hash,
      );
    }
  }, 60_000);
});
