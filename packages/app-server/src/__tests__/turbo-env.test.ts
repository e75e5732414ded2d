import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The build-info plugin reads BUILD_ID and BUNDLE_REPORT at build time. turbo runs tasks in strict
// env mode, so each app's build must declare them: then they reach vite and key the cache (a
// build with another id is a miss, never an old build's id replayed from the cache).
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const turbo = fileURLToPath(new URL('node_modules/.bin/turbo', `file://${root}`));
const APPS = ['@storefront/pc', '@storefront/mobile'];

interface DryTask {
  taskId: string;
  hash: string;
  environmentVariables: { configured: string[] };
}

function dryBuild(env: Record<string, string>): Map<string, DryTask> {
  const { BUILD_ID: _id, BUNDLE_REPORT: _report, ...inherited } = process.env;
  const filters = APPS.flatMap((app) => ['--filter', app]);
  const output = execFileSync(turbo, ['run', 'build', ...filters, '--dry=json'], {
    cwd: root,
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
  const { tasks } = JSON.parse(output) as { tasks: DryTask[] };
  return new Map(tasks.map((task) => [task.taskId, task]));
}

const buildOf = (tasks: Map<string, DryTask>, app: string) => {
  const task = tasks.get(`${app}#build`);
  if (!task) throw new Error(`turbo planned no build for ${app}`);
  return task;
};

describe('turbo build env of the device apps', () => {
  const plain = dryBuild({});
  const release42 = dryBuild({ BUILD_ID: 'pc-release-42' });
  const release43 = dryBuild({ BUILD_ID: 'pc-release-43' });
  const reported = dryBuild({ BUNDLE_REPORT: '1' });

  it.each(APPS)('%s: BUILD_ID reaches the build and keys its cache', (app) => {
    expect(buildOf(release42, app).environmentVariables.configured).toEqual([
      expect.stringMatching(/^BUILD_ID=\w+/),
    ]);
    const hashes = [plain, release42, release43].map((tasks) => buildOf(tasks, app).hash);
    expect(new Set(hashes).size).toBe(3);
    expect(buildOf(dryBuild({ BUILD_ID: 'pc-release-42' }), app).hash).toBe(hashes[1]);
  });

  it.each(APPS)('%s: BUNDLE_REPORT reaches the build and keys its cache', (app) => {
    expect(buildOf(reported, app).environmentVariables.configured).toEqual([
      expect.stringMatching(/^BUNDLE_REPORT=\w+/),
    ]);
    expect(buildOf(reported, app).hash).not.toBe(buildOf(plain, app).hash);
  });

  it('the packages the apps build on do not rebuild for another BUILD_ID', () => {
    const packageBuilds = [...plain.keys()].filter((id) => !APPS.some((app) => id.startsWith(app)));
    expect(packageBuilds).toContain('@storefront/api-client#build');
    for (const id of packageBuilds) expect(release42.get(id)?.hash).toBe(plain.get(id)?.hash);
  });
});
