import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts', password: 'src/password.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  target: 'es2020',
  platform: 'neutral',
  external: ['axios', 'zod', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common'],
});
