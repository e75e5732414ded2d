import { buildInfoPlugin, workspaceSourceAliases } from '@storefront/app-server/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

/**
 * Packages antd's ES modules import by their default export. In dev SSR vite runs antd's modules
 * itself (`noExternal`) but would leave these to Node, which loads their CommonJS `main` (its
 * `default` is the whole `exports` object: `hash(...)` "is not a function"); bundled by vite like
 * antd, they resolve to their ES `module` build. The production build bundles them correctly already.
 */
const ANTD_DEFAULT_IMPORTS = ['@emotion/hash', '@emotion/unitless'];

export default defineConfig(({ command }) => ({
  plugins: [react(), vike(), buildInfoPlugin({ app: 'pc', budgetPage: 'home', budgetKb: 250 })],
  // antd's per-component ES modules (`antd/es/button`) are bundled into the server build too.
  ssr: {
    noExternal: [
      'antd',
      /^@ant-design\//,
      /^@rc-component\//,
      /^rc-/,
      ...(command === 'serve' ? ANTD_DEFAULT_IMPORTS : []),
    ],
  },
  // Dev: the workspace packages from their source, so an edit there shows with no rebuild (HMR).
  // Build: ui-shared and api-client from their source too, file by file: their builds' shared
  // chunks are single modules, so what only the account pages use (the top-up form's texts and
  // the money limits) would otherwise ride in the chunk home loads (see README).
  resolve: {
    alias: workspaceSourceAliases(command === 'serve' ? undefined : ['ui-shared', 'api-client']),
  },
  build: { target: 'es2020' },
}));
