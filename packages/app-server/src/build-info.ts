import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Written by the app's build into `dist/client`, served under the asset prefix without caching. */
export const LATEST_BUILD_FILE = 'latest-build.json';
export const BUILD_MANIFEST_FILE = 'build-manifest.json';

/** The build id in `<clientDir>/latest-build.json` (`{"buildId": "..."}`). */
export async function readBuildId(clientDir: string): Promise<string> {
  const file = join(clientDir, LATEST_BUILD_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the app first.`);
  }
  const { buildId } = JSON.parse(text) as { buildId?: unknown };
  if (typeof buildId !== 'string' || !buildId) throw new Error(`${file} has no buildId.`);
  return buildId;
}
