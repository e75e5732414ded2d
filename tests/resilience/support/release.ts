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

/** The release step as a checkout runs it, and as a deployed API folder does (no pnpm there). */
const COMMANDS = {
  pnpm: [join(ROOT, 'node_modules', '.bin', 'pnpm'), ['migrate']],
  deployed: [process.execPath, [join(ROOT, 'apps', 'api', 'dist', 'migrate.js')]],
} as const;

/** Runs the migrations once (`pnpm migrate` unless told), with `env` over this process's. */
export function runMigrate(
  env: Record<string, string>,
  how: keyof typeof COMMANDS = 'pnpm',
): Promise<MigrateRun> {
  const [command, args] = COMMANDS[how];
  const startedAt = Date.now();
  return new Promise((resolve) => {
    execFile(
      command,
      args,
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
