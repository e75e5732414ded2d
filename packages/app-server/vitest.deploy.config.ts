import { defineConfig } from 'vitest/config';

// The deploy and BUILD_ID test rewrites apps/*/dist: it runs last and alone (the root config lists
// it), so no other test starts a device app from a folder being rebuilt.
export default defineConfig({
  test: {
    name: 'app-server-deploy',
    include: ['src/__tests__/deploy.test.ts'],
    hookTimeout: 120_000,
    testTimeout: 600_000,
    sequence: { groupOrder: 3 },
  },
});
