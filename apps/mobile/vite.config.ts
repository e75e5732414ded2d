import { fileURLToPath } from 'node:url';
import { buildInfoPlugin } from '@storefront/app-server/vite-plugin';
import { layout } from '@storefront/ui-shared/tokens';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { pxToRem } from './src/build/px-to-rem.ts';
import { reactVantTheme } from './src/build/react-vant-theme.ts';

/** `@storefront/ui-shared` entry points and the source file each one is built from. */
const UI_SHARED_SOURCES: Record<string, string> = {
  '': 'index.ts',
  '/device': 'device.ts',
  '/routes': 'routes/index.ts',
  '/tokens': 'tokens.ts',
  '/react': 'react/index.ts',
  '/rich-text': 'react/rich-text.ts',
};

const uiSharedFromSource = Object.entries(UI_SHARED_SOURCES).map(([subpath, file]) => ({
  find: new RegExp(`^@storefront/ui-shared${subpath}$`),
  replacement: fileURLToPath(new URL(`../../packages/ui-shared/src/${file}`, import.meta.url)),
}));

export default defineConfig({
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
    // From its source, file by file: the package's one `react` bundle is a single module, so every
    // checkout hook any page uses would ride in the chunk the home page loads (see README).
    alias: uiSharedFromSource,
  },
  build: { target: 'es2020' },
});
