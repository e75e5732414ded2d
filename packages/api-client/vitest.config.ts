import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-client',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Every test talks to a real local server; none needs more than a second or two.
    testTimeout: 5_000,
    hookTimeout: 5_000,
    // `*.test-d.ts`: the public types, checked by tsc (`expectTypeOf`), reported as tests.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
