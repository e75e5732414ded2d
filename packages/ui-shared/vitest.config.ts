import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ui-shared',
    include: ['src/**/*.test.ts'],
  },
});
