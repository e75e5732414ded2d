import { defineConfig } from 'tsup';

export default defineConfig({
  // `device` and `routes` are entries of their own so the gateway can import them without the rest;
  // `tokens` is plain data; `react` holds the React pieces (React is an optional peer); `rich-text`
  // is its own entry so only the pages that render HTML bodies load the HTML parser; `server` holds
  // the pages' server-side loaders, imported only by `+data` hooks, so no client bundle carries them.
  entry: {
    index: 'src/index.ts',
    device: 'src/device.ts',
    'html-cache': 'src/html-cache.ts',
    routes: 'src/routes/index.ts',
    tokens: 'src/tokens.ts',
    react: 'src/react/index.ts',
    'rich-text': 'src/react/rich-text.ts',
    server: 'src/server/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2020',
});
