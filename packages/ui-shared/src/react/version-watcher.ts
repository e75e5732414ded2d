import { useEffect, useState } from 'react';
import { createVersionWatcher, type VersionWatcher } from '../version-watcher';

/** The name of the latest-build file under an app's asset prefix. */
export const LATEST_BUILD_FILE = 'latest-build.json';

/** Reads `{"buildId": "..."}` from `url`, bypassing every cache. */
export async function fetchLatestBuildId(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as { buildId?: unknown };
  if (typeof body.buildId !== 'string' || !body.buildId) throw new Error(`${url} has no buildId`);
  return body.buildId;
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
  intervalMs?: number;
}

export interface VersionWatcherState {
  /** A new build is deployed: offer a reload. */
  hasNewVersion: boolean;
  reload(): void;
}

/**
 * Polls `<assetPrefix>latest-build.json` every hour (spec section 9) while mounted. When the build
 * id differs from the running one, `hasNewVersion` becomes true (show an offer to reload) and the
 * next navigation reloads (see `reloadIfNewVersion`).
 */
export function useVersionWatcher({
  assetPrefix,
  currentBuildId,
  intervalMs,
}: VersionWatcherHookOptions): VersionWatcherState {
  const [hasNewVersion, setHasNewVersion] = useState(false);
  useEffect(() => {
    const url = `${assetPrefix}${LATEST_BUILD_FILE}`;
    const watcher = createVersionWatcher({
      fetchBuildId: () => fetchLatestBuildId(url),
      currentBuildId,
      onNewVersion: () => setHasNewVersion(true),
      ...(intervalMs === undefined ? {} : { intervalMs }),
    });
    activeWatcher = watcher;
    watcher.start();
    return () => {
      watcher.stop();
      if (activeWatcher === watcher) activeWatcher = null;
    };
  }, [assetPrefix, currentBuildId, intervalMs]);
  return { hasNewVersion, reload: () => window.location.reload() };
}
