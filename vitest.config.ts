import { defineConfig } from 'vitest/config';

// One run over every package and app; each keeps its own vitest config for `pnpm test` alone.
// `tests/resilience` (hostile input, concurrency, faults against real servers) is a project too;
// `tests/ops` checks the operations files (ops/) with their tools;
// the rest of `tests/` is Playwright specs, run in Chromium through scripts/test-all.mjs.
// `scripts/bench` runs the benchmark once as a smoke run (every figure produced, none judged).
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      'tests/resilience',
      'tests/architecture',
      'tests/ops',
      'scripts/bench',
      'packages/app-server/vitest.deploy.config.ts',
    ],
  },
});
