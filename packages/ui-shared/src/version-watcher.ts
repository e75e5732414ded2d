/** How often open pages look for a new build (spec: 1 hour). */
export const VERSION_CHECK_INTERVAL_MS = 3_600_000;

export interface VersionWatcherOptions {
  /** Reads the build id of the latest deploy (e.g. the app's latest-build file). */
  fetchBuildId: () => Promise<string>;
  /** Called once, with the new build id, when it differs from the first one seen. */
  onNewVersion: (buildId: string) => void;
  /** The running page's build id; the first fetched id when absent. */
  currentBuildId?: string;
  intervalMs?: number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface VersionWatcher {
  /** Starts polling (and checks at once when no build id is known yet). */
  start(): void;
  stop(): void;
  /** Checks now; resolves true once a new version has been seen. Failed fetches are ignored. */
  check(): Promise<boolean>;
  /** True once a new version has been seen: reload on the next navigation. */
  readonly hasNewVersion: boolean;
}

type ClearHandle = Parameters<typeof globalThis.clearInterval>[0];

/** Polls the latest build id and reports a new deploy once; polling stops after that. */
export function createVersionWatcher(options: VersionWatcherOptions): VersionWatcher {
  const {
    fetchBuildId,
    onNewVersion,
    intervalMs = VERSION_CHECK_INTERVAL_MS,
    setInterval = (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval = (handle) => globalThis.clearInterval(handle as ClearHandle),
  } = options;
  let baseline = options.currentBuildId;
  let handle: unknown;
  let running = false;
  let changed = false;
  let pending: Promise<boolean> | null = null;

  function stop(): void {
    if (running) clearInterval(handle);
    running = false;
  }

  async function poll(): Promise<boolean> {
    let latest: string;
    try {
      latest = await fetchBuildId();
    } catch {
      return changed;
    }
    if (changed) return true;
    if (baseline === undefined) {
      baseline = latest;
    } else if (latest !== baseline) {
      changed = true;
      stop();
      onNewVersion(latest);
    }
    return changed;
  }

  function check(): Promise<boolean> {
    if (changed) return Promise.resolve(true);
    pending ??= poll().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    start() {
      if (running || changed) return;
      running = true;
      handle = setInterval(() => void check(), intervalMs);
      if (baseline === undefined) void check();
    },
    stop,
    check,
    get hasNewVersion() {
      return changed;
    },
  };
}
