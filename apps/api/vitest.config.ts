import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Suites open a database (PGlite takes a few seconds to start) and hash passwords with scrypt.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
