import { createReloadGuard, type GuardStorage } from '../reload-guard';

const CHUNK_ERROR_MESSAGES = [
  'failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'importing a module script failed', // Safari
  'unable to preload css', // vite's CSS preload
  'failed to load module script',
];

/** True for the error of a code chunk (or its CSS) that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const message = error.message.toLowerCase();
  return CHUNK_ERROR_MESSAGES.some((text) => message.includes(text));
}

/** The events the handler listens to (a `window`). */
export type ChunkErrorTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface ChunkReloadOptions {
  /** Where reload times survive the reload: `sessionStorage`. */
  storage?: GuardStorage;
  reload?: () => void;
  /** The path the guard counts reloads of: the current page's. */
  getPath?: () => string;
  windowMs?: number;
}

/** Reloads the page unless this path already reloaded within the window; true when it did. */
function createChunkReloader(options: ChunkReloadOptions): () => boolean {
  const {
    storage = window.sessionStorage,
    reload = () => window.location.reload(),
    getPath = () => window.location.pathname,
    windowMs,
  } = options;
  const guard = createReloadGuard({ storage, ...(windowMs === undefined ? {} : { windowMs }) });
  return () => {
    if (!guard.shouldReload(getPath())) return false;
    reload();
    return true;
  };
}

/**
 * A code chunk that fails to load (usually a deploy replaced it) reloads the page, at most once per
 * 10 s per path (spec section 8): vite's `vite:preloadError` event and failed dynamic imports that
 * nobody caught. Returns the function that removes the listeners.
 */
export function installChunkReloadHandler(
  options: ChunkReloadOptions & { target?: ChunkErrorTarget } = {},
): () => void {
  const { target = window, ...reloaderOptions } = options;
  const reloadOnce = createChunkReloader(reloaderOptions);
  // Only a reload cancels the event: when the guard refuses, vite throws and the error shows.
  const onPreloadError = (event: Event) => {
    if (reloadOnce()) event.preventDefault();
  };
  const onRejection = (event: Event) => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason) && reloadOnce()) {
      event.preventDefault();
    }
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * Wraps a dynamic import so that a chunk that fails to load reloads the page (guarded as above)
 * instead of surfacing as an error; use it for `React.lazy`. The promise stays pending when it
 * reloads, and rejects when the guard says no (the error screen shows).
 */
export function importWithReload<T>(
  load: () => Promise<T>,
  options: ChunkReloadOptions = {},
): () => Promise<T> {
  return async () => {
    try {
      const module = await load();
      // vite resolves with nothing once a `vite:preloadError` was cancelled: the page is reloading.
      if (module === undefined) return new Promise<T>(() => {});
      return module;
    } catch (error) {
      if (!isChunkLoadError(error) || !createChunkReloader(options)()) throw error;
      return new Promise<T>(() => {});
    }
  };
}
