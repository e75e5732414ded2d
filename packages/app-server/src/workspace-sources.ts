import { fileURLToPath } from 'node:url';

/**
 * Each workspace package's entry points (`''` is the package itself) and the source file each one
 * is built from (the packages' tsup entries). Kept beside the packages they name: one table.
 */
export const WORKSPACE_SOURCES = {
  'ui-shared': {
    '': 'index.ts',
    '/device': 'device.ts',
    '/html-cache': 'html-cache.ts',
    '/routes': 'routes/index.ts',
    '/tokens': 'tokens.ts',
    '/react': 'react/index.ts',
    '/rich-text': 'react/rich-text.ts',
    '/server': 'server/index.ts',
  },
  state: { '': 'index.ts' },
  'api-client': { '': 'index.ts', '/contract': 'contract/index.ts' },
  csv: { '': 'index.ts' },
} as const satisfies Record<string, Record<string, string>>;

export type WorkspacePackage = keyof typeof WORKSPACE_SOURCES;

export interface SourceAlias {
  find: RegExp;
  replacement: string;
}

const PACKAGES_DIR = new URL('../../', import.meta.url);

/**
 * Vite aliases resolving `@storefront/<name>[/<entry>]` to the package's TypeScript source instead
 * of its build: an edit there reaches the app with no rebuild (dev), or the app bundles the package
 * file by file (mobile's ui-shared, see its README).
 */
export function workspaceSourceAliases(
  packages: readonly WorkspacePackage[] = Object.keys(WORKSPACE_SOURCES) as WorkspacePackage[],
): SourceAlias[] {
  return packages.flatMap((name) =>
    Object.entries(WORKSPACE_SOURCES[name]).map(([subpath, file]) => ({
      find: new RegExp(`^@storefront/${name}${subpath}$`),
      replacement: fileURLToPath(new URL(`${name}/src/${file}`, PACKAGES_DIR)),
    })),
  );
}
