import { buildInfoPlugin, workspaceSourceAliases } from '@storefront/app-server/vite-plugin';
import { layout } from '@storefront/ui-shared/tokens';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { pxToRem } from './src/build/px-to-rem.ts';
import { reactVantTheme } from './src/build/react-vant-theme.ts';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    vike(),
    reactVantTheme(),
    // latest-build.json, build-manifest.json and the first-load size of home (issue target: 150 KB).
    buildInfoPlugin({ app: 'mobile', budgetPage: 'home', budgetKb: 150 }),
  ],
  css: {
    // Every px length of our CSS and react-vant's becomes rem against the 37.5px root (see README).
    postcss: { plugins: [pxToRem({ rootValue: layout.mobileRootFontSize })] },
  },
  // react-vant's `es/` build imports its CSS and is ESM without "type": "module": Vite must bundle it.
  ssr: { noExternal: ['react-vant', '@react-vant/icons'] },
  resolve: {
    // ui-shared from its source, file by file: the package's one `react` bundle is a single module,
    // so every checkout hook any page uses would ride in the chunk the home page loads (see README).
    // api-client likewise: its build's shared chunk is one module, so the money limits the top-up
    // form reads would ride along in home's chunk.
    // Dev: every workspace package from its source, so an edit there shows with no rebuild (HMR).
    alias: workspaceSourceAliases(command === 'serve' ? undefined : ['ui-shared', 'api-client']),
  },
  build: { target: 'es2020' },
}));
