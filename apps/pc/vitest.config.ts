import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'pc',
    include: ['src/**/*.test.ts'],
  },
});
