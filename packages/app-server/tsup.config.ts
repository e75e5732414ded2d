import { defineConfig } from 'tsup';

export default defineConfig({
  // `vite-plugin` is build-time only: the server never loads vite.
  entry: ['src/index.ts', 'src/vite-plugin.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
});
