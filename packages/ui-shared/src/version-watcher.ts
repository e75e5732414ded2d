/** How often open pages look for a new build (spec: 1 hour). */
export const VERSION_CHECK_INTERVAL_MS = 3_600_000;

/** The latest-build file: written by each app's build, served and polled under its asset prefix. */
export const LATEST_BUILD_FILE = 'latest-build.json';

/** A build as `latest-build.json` names it: its id and (builds since issue 26) its ISO time. */
export interface BuildStamp {
  buildId: string;
  builtAt?: string;
}

const timeOf = (build: BuildStamp) => Date.parse(build.builtAt ?? '');

/**
 * True when `candidate` is a later build than `current`. Build times decide; a build without one
 * (an older format) is older than one with it; with neither, any other id counts as newer. During a
 * rolling deploy a page of the new build may be answered by an instance of the old one: that is
 * never newer.
 */
export function isNewerBuild(candidate: BuildStamp, current: BuildStamp): boolean {
  if (candidate.buildId === current.buildId) return false;
  const candidateTime = timeOf(candidate);
  const currentTime = timeOf(current);
  if (Number.isNaN(candidateTime)) return Number.isNaN(currentTime);
  return Number.isNaN(currentTime) || candidateTime > currentTime;
}

export interface VersionWatcherOptions {
  /** Reads the latest deploy's build (e.g. the app's latest-build file). */
  fetchBuild: () => Promise<BuildStamp>;
  /** Called once, with the new build id, when a newer build than the running one is seen. */
  onNewVersion: (buildId: string) => void;
  /** The running page's build; the first fetched one when absent. */
  current?: BuildStamp;
  intervalMs?: number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface VersionWatcher {
  /** Starts polling (and checks at once when no build is known yet). */
  start(): void;
  stop(): void;
  /** Checks now; resolves true once a newer version has been seen. Failed fetches are ignored. */
  check(): Promise<boolean>;
  /** True once a newer version has been seen: reload on the next navigation. */
  readonly hasNewVersion: boolean;
}

type ClearHandle = Parameters<typeof globalThis.clearInterval>[0];

/** Polls the latest build and reports a newer deploy once; polling stops after that. */
export function createVersionWatcher(options: VersionWatcherOptions): VersionWatcher {
  const {
    fetchBuild,
    onNewVersion,
    intervalMs = VERSION_CHECK_INTERVAL_MS,
    setInterval = (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval = (handle) => globalThis.clearInterval(handle as ClearHandle),
  } = options;
  let baseline = options.current;
  let handle: unknown;
  let running = false;
  let changed = false;
  let pending: Promise<boolean> | null = null;

  function stop(): void {
    if (running) clearInterval(handle);
    running = false;
  }

  async function poll(): Promise<boolean> {
    let latest: BuildStamp;
    try {
      latest = await fetchBuild();
    } catch {
      return changed;
    }
    if (changed) return true;
    if (baseline === undefined) {
      baseline = latest;
    } else if (isNewerBuild(latest, baseline)) {
      changed = true;
      stop();
      onNewVersion(latest.buildId);
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
