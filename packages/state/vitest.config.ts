import { defineConfig } from 'vitest/config';

// Node by default, so the SSR tests really run without `window`; browser tests opt in to jsdom
// with a `// @vitest-environment jsdom` comment.
export default defineConfig({
  test: {
    name: 'state',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
