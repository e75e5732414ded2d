import { useEffect, useState } from 'react';
import {
  type BuildStamp,
  createVersionWatcher,
  LATEST_BUILD_FILE,
  type VersionWatcher,
} from '../version-watcher';
import { readDocumentBuiltAt } from './document';

/** Reads `{"buildId": "...", "builtAt": "..."}` from `url` (`builtAt` optional), bypassing caches. */
export async function fetchLatestBuild(url: string): Promise<BuildStamp> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as { buildId?: unknown; builtAt?: unknown };
  if (typeof body.buildId !== 'string' || !body.buildId) throw new Error(`${url} has no buildId`);
  return typeof body.builtAt === 'string'
    ? { buildId: body.buildId, builtAt: body.builtAt }
    : { buildId: body.buildId };
}

let activeWatcher: VersionWatcher | null = null;

/**
 * Call from the app's `+onPageTransitionStart`: once a new version was seen, the navigation becomes
 * a full page load of `url`, so the next page comes from the new build. Returns true when it did.
 */
export function reloadIfNewVersion(
  url: string,
  assign: (url: string) => void = (next) => window.location.assign(next),
): boolean {
  if (!activeWatcher?.hasNewVersion) return false;
  assign(url);
  return true;
}

export interface VersionWatcherHookOptions {
  /** The app's asset prefix, e.g. `/_pc/`: the file polled is `<assetPrefix>latest-build.json`. */
  assetPrefix: string;
  /** The build the page runs (the document's `<meta name="build-id">`). */
  currentBuildId: string;
  /** Its build time; the document's `<meta name="build-time">` when absent. */
  currentBuiltAt?: string;
  intervalMs?: number;
}

export interface VersionWatcherState {
  /** A new build is deployed: offer a reload. */
  hasNewVersion: boolean;
  reload(): void;
}

/**
 * Polls `<assetPrefix>latest-build.json` every hour (spec section 9) while mounted. When it names a
 * newer build than the running one (`isNewerBuild`: an instance still on an older build is
 * ignored), `hasNewVersion` becomes true (show an offer to reload) and the next navigation reloads
 * (see `reloadIfNewVersion`).
 */
export function useVersionWatcher({
  assetPrefix,
  currentBuildId,
  currentBuiltAt,
  intervalMs,
}: VersionWatcherHookOptions): VersionWatcherState {
  const [hasNewVersion, setHasNewVersion] = useState(false);
  useEffect(() => {
    const url = `${assetPrefix}${LATEST_BUILD_FILE}`;
    const watcher = createVersionWatcher({
      fetchBuild: () => fetchLatestBuild(url),
      current: { buildId: currentBuildId, builtAt: currentBuiltAt ?? readDocumentBuiltAt() },
      onNewVersion: () => setHasNewVersion(true),
      ...(intervalMs === undefined ? {} : { intervalMs }),
    });
    activeWatcher = watcher;
    watcher.start();
    return () => {
      watcher.stop();
      if (activeWatcher === watcher) activeWatcher = null;
    };
  }, [assetPrefix, currentBuildId, currentBuiltAt, intervalMs]);
  return { hasNewVersion, reload: () => window.location.reload() };
}
