import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Suites open a database (PGlite takes a few seconds to start, some tests open a fresh one
    // and migrate it) and hash passwords with scrypt: on a loaded 2-core machine that has taken
    // over 30 s.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
