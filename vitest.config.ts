import { defineConfig } from 'vitest/config';

// One run over every package and app; each keeps its own vitest config for `pnpm test` alone.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
