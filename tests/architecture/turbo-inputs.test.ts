// Turbo's cache key of each app's build covers every file the build reads: a file left out (pc's
// pages/ once) gave a cache hit after a change, and scripts/deploy.mjs shipped the old build under
// the old id. Only docs and tests stay out, so editing them does not rebuild.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const APPS = readdirSync(join(root, 'apps')).sort();
/** A file under `pages/` each device app's build bundles. */
const PAGE_FILES = { pc: 'pages/+onRenderClient.tsx', mobile: 'pages/+onRenderClient.tsx' };

/** What the build may leave out of its key: docs and tests. */
function isDocOrTest(file: string): boolean {
  return file.endsWith('.md') || file.includes('__tests__/') || file === 'vitest.config.ts';
}

/** The files git tracks in `apps/<app>`, relative to it. */
function trackedFiles(app: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', `apps/${app}`], { cwd: root });
  return listed
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((file) => file.slice(`apps/${app}/`.length));
}

/** Each app's build task in `turbo run build --dry=json`: its hash and its inputs (relative paths). */
function plannedBuilds(): Map<string, { hash: string; inputs: string[] }> {
  const filters = APPS.map((app) => `--filter=./apps/${app}`);
  const plan = execFileSync(
    join(root, 'node_modules', '.bin', 'turbo'),
    ['run', 'build', '--dry=json', ...filters],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  const { tasks } = JSON.parse(plan.toString('utf8')) as {
    tasks: { task: string; directory: string; hash: string; inputs: Record<string, string> }[];
  };
  const builds = tasks.filter(
    (task) => task.task === 'build' && task.directory.startsWith('apps/'),
  );
  return new Map(
    builds.map((task) => [
      task.directory.slice('apps/'.length),
      { hash: task.hash, inputs: Object.keys(task.inputs) },
    ]),
  );
}

describe('turbo build inputs', () => {
  it('cover every file of each app but its docs and tests, and a change under pages/ misses the cache', () => {
    const before = plannedBuilds();
    expect([...before.keys()].sort()).toEqual(APPS);
    for (const app of APPS) {
      const inputs = new Set(before.get(app)?.inputs);
      const missing = trackedFiles(app).filter((file) => !isDocOrTest(file) && !inputs.has(file));
      expect.soft(missing, `apps/${app}: read by the build, not in its turbo inputs`).toEqual([]);
      const extra = [...inputs].filter(isDocOrTest);
      expect.soft(extra, `apps/${app}: docs or tests in its turbo inputs`).toEqual([]);
    }

    const originals = Object.entries(PAGE_FILES).map(([app, file]) => {
      const path = join(root, 'apps', app, file);
      return { app, path, text: readFileSync(path, 'utf8') };
    });
    let after: ReturnType<typeof plannedBuilds>;
    try {
      for (const { path, text } of originals) writeFileSync(path, `${text}// changed\n`);
      after = plannedBuilds();
    } finally {
      for (const { path, text } of originals) writeFileSync(path, text);
    }
    for (const { app } of originals) {
      expect(after.get(app)?.hash, `apps/${app} after a change under pages/`).not.toBe(
        before.get(app)?.hash,
      );
    }
  }, 60_000);
});
