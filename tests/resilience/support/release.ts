import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../support/stack';

/** A folder holding one additive migration that sorts after the store's: the next release's. */
export const RELEASE_MIGRATIONS_DIR = join(
  ROOT,
  'tests',
  'resilience',
  'support',
  'release-migration',
);
export const RELEASE_MIGRATION = '9000_release_probe';

/** What a build of the next release is started with: its extra migration, and no migrating. */
export const NEXT_RELEASE_ENV = {
  API_MIGRATE_ON_START: 'false',
  API_EXTRA_MIGRATIONS_DIR: RELEASE_MIGRATIONS_DIR,
};

const MIGRATE_BOUND_MS = 120_000;

export interface MigrateRun {
  code: number;
  output: string;
  seconds: number;
}

/** `pnpm migrate` at the root, as a release step runs it, with `env` over this process's. */
export function pnpmMigrate(env: Record<string, string>): Promise<MigrateRun> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    execFile(
      join(ROOT, 'node_modules', '.bin', 'pnpm'),
      ['migrate'],
      { cwd: ROOT, env: { ...process.env, ...env }, timeout: MIGRATE_BOUND_MS },
      (error, stdout, stderr) =>
        resolve({
          code: !error ? 0 : typeof error.code === 'number' ? error.code : -1,
          output: `${stdout}${stderr}`,
          seconds: (Date.now() - startedAt) / 1000,
        }),
    );
  });
}
