import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bench',
    include: ['__tests__/**/*.test.mjs'],
    // One smoke run of the whole benchmark: it builds (cached), starts the store and Chromium.
    testTimeout: 600_000,
    // Alone, after the resilience suite: both start the built store.
    sequence: { groupOrder: 2 },
  },
});
