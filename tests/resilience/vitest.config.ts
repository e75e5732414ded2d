import { defineConfig } from 'vitest/config';

// Runs real servers from the build output (`pnpm build` first), one file at a time: the machine's
// cores go to the servers under test.
export default defineConfig({
  test: {
    name: 'resilience',
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // After every other project, before the bench smoke and the deploy test (which rebuild dist).
    sequence: { groupOrder: 1 },
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
