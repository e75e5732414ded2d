import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The route tables from their source: this project checks the tree's shape and needs no build.
import { CATEGORY_ROUTE, ROUTES } from '../../packages/ui-shared/src/routes/table';

const root = join(import.meta.dirname, '..', '..');
const DEVICES = ['pc', 'mobile'] as const;

/** The screens a device's table renders: one page folder each (the category route is both devices'). */
function pageIdsOf(device: (typeof DEVICES)[number]): string[] {
  const ids = new Set([...ROUTES[device], CATEGORY_ROUTE].map((route) => route.page));
  return [...ids].sort();
}

/** The page folders of `apps/<device>/pages/`; vike's own (`_error`) start with `_`. */
function pageFoldersOf(device: string): string[] {
  return readdirSync(join(root, 'apps', device, 'pages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();
}

describe.each(DEVICES)('the %s app layout', (device) => {
  const pagesDir = join(root, 'apps', device, 'pages');

  it('has one page folder per PageId of its route table, named by the PageId, and no other', () => {
    expect(pageFoldersOf(device)).toEqual(pageIdsOf(device));
  });

  it("routes each page folder by the table: its +route.ts is `pageRoute(device, '<folder>')`", () => {
    for (const page of pageIdsOf(device)) {
      expect(existsSync(join(pagesDir, page, '+Page.tsx')), `${page}/+Page.tsx`).toBe(true);
      const routeFile = readFileSync(join(pagesDir, page, '+route.ts'), 'utf8');
      expect(routeFile, `${device} ${page}/+route.ts`).toContain(
        `pageRoute('${device}', '${page}')`,
      );
    }
  });

  it('keeps no vike pages under src/ (the pages live in apps/<device>/pages/)', () => {
    expect(existsSync(join(root, 'apps', device, 'src', 'pages'))).toBe(false);
  });
});

/** Folders only one app has, for what only that app does; `generated` is pc's build output. */
const DEVICE_ONLY: Record<(typeof DEVICES)[number], readonly string[]> = {
  pc: ['generated'],
  mobile: ['build', 'i18n', 'routing', 'styles'],
};

function featureFoldersOf(device: (typeof DEVICES)[number]): string[] {
  return readdirSync(join(root, 'apps', device, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
    .map((entry) => entry.name)
    .filter((name) => !DEVICE_ONLY[device].includes(name))
    .sort();
}

describe('the feature folders (apps/<device>/src/<feature>/)', () => {
  it('are the same in both apps, apart from the few one app alone needs', () => {
    expect(featureFoldersOf('mobile')).toEqual(featureFoldersOf('pc'));
  });
});
