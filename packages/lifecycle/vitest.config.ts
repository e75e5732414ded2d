import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'lifecycle',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
