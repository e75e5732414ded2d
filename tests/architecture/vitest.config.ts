import { defineConfig } from 'vitest/config';

// Static checks of the source tree's shape (no servers, no build needed).
export default defineConfig({
  test: {
    name: 'architecture',
    include: ['*.test.ts'],
    environment: 'node',
  },
});
