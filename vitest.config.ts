import { defineConfig } from 'vitest/config';

// One run over every package and app; each keeps its own vitest config for `pnpm test` alone.
// `tests/` is not a project: its Playwright specs run in Chromium through scripts/test-all.mjs.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
