import { buildInfoPlugin } from '@storefront/app-server/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike(), buildInfoPlugin({ app: 'pc', budgetPage: 'home', budgetKb: 250 })],
  // antd's per-component ES modules (`antd/es/button`) are bundled into the server build too.
  ssr: { noExternal: ['antd', /^@ant-design\//, /^@rc-component\//, /^rc-/] },
  build: { target: 'es2020' },
});
