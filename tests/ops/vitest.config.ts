import { defineConfig } from 'vitest/config';

// The operations files shipped with the store (ops/): checked with the tools that read them.
export default defineConfig({
  test: {
    name: 'ops',
    include: ['*.test.ts'],
    environment: 'node',
    // promtool takes a few seconds on a busy machine.
    testTimeout: 60_000,
  },
});
