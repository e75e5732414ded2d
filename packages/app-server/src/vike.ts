import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The part of vike's `renderPage` result the server uses. */
export interface RenderedPage {
  httpResponse: {
    statusCode: number;
    headers: [string, string][];
    body: string;
  } | null;
  /** Set when the page threw (vike then rendered the error page), or aborted with `throw render()`. */
  errorWhileRendering?: unknown;
  /** The page vike rendered, e.g. `/pages/home` (unset when no route matched). */
  pageId?: string | null;
  /** Set when the page aborted with `throw render(status)`. */
  abortStatusCode?: number;
}

export type RenderPage = (pageContextInit: Record<string, unknown>) => Promise<RenderedPage>;

const SERVER_ENTRIES = ['entry.mjs', 'entry.js', 'index.mjs', 'index.js'];

/**
 * vike's `renderPage` as the app at `root` installed it, with the app's production build loaded.
 * The build's server entry is imported explicitly (rather than found by vike's auto-importer, which
 * lives inside the shared vike package and would point to whichever app was built last).
 */
export async function loadRenderPage(root: string): Promise<RenderPage> {
  const serverDir = join(root, 'dist', 'server');
  const entry = SERVER_ENTRIES.map((name) => join(serverDir, name)).find((file) =>
    existsSync(file),
  );
  if (!entry) throw new Error(`No server build in ${serverDir}: build the app first.`);
  const require = createRequire(join(root, 'package.json'));
  const vikeServer = pathToFileURL(require.resolve('vike/server')).href;
  const { renderPage } = (await import(vikeServer)) as { renderPage: RenderPage };
  await import(pathToFileURL(entry).href);
  return renderPage;
}
