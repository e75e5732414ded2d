import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'app-server',
    include: ['src/**/*.test.ts'],
    // Rebuilds the device apps: runs alone, last (vitest.deploy.config.ts).
    exclude: ['src/__tests__/deploy.test.ts'],
    // Tests build the fixture app with vite.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
