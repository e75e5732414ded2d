import { existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const dist = join(__dirname, '..', '..', 'dist');

describe('browser build', () => {
  it.each(['index.js', 'contract.js', 'password.js'])(
    'dist/%s bundles for the browser without any Node built-in',
    async (file) => {
      const entry = join(dist, file);
      expect(existsSync(entry), `missing ${entry}: run \`pnpm build\` first`).toBe(true);
      const nodeImports: string[] = [];
      await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        platform: 'browser',
        logLevel: 'silent',
        plugins: [
          {
            name: 'refuse-node-builtins',
            setup(bundler) {
              bundler.onResolve({ filter: /.*/ }, ({ path }) => {
                const bare = path.replace(/^node:/, '');
                if (path.startsWith('node:') || builtinModules.includes(bare)) {
                  nodeImports.push(path);
                  return { path, external: true };
                }
                return undefined;
              });
            },
          },
        ],
      });
      expect(nodeImports).toEqual([]);
    },
  );
});
