// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWithReload, installChunkReloadHandler, isChunkLoadError } from '../react';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/_pc/assets/a.js');

afterEach(() => sessionStorage.clear());

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.assign(event, { reason, promise: Promise.resolve() });
  return event;
}

describe('isChunkLoadError', () => {
  it('knows the chunk errors of Chromium, Firefox, Safari and vite', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /_pc/assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Network Error'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('installChunkReloadHandler', () => {
  it("reloads on vite's preload error at most once per 10 s per path", () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const reload = vi.fn();
    let path = '/games';
    const remove = installChunkReloadHandler({ reload, getPath: () => path });
    try {
      const first = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(first);
      expect(first.defaultPrevented).toBe(true);
      expect(reload).toHaveBeenCalledTimes(1);
      const refused = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(refused);
      expect(refused.defaultPrevented).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
      path = '/help';
      window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
      expect(reload).toHaveBeenCalledTimes(2);
      path = '/games';
      now += 10_000;
      window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
      expect(reload).toHaveBeenCalledTimes(3);
    } finally {
      remove();
      vi.restoreAllMocks();
    }
  });

  it('reloads on an uncaught failed dynamic import, not on other rejections', () => {
    const reload = vi.fn();
    const remove = installChunkReloadHandler({ reload, getPath: () => '/orders' });
    try {
      window.dispatchEvent(rejection(new Error('Network Error')));
      expect(reload).not.toHaveBeenCalled();
      const event = rejection(chunkError());
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      remove();
    }
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('importWithReload', () => {
  it('waits for the reload when vite handed over a cancelled preload error', async () => {
    const settled = vi.fn();
    importWithReload(async () => undefined)().then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
  });

  it('passes modules and other errors through', async () => {
    await expect(importWithReload(async () => ({ ok: 1 }))()).resolves.toEqual({ ok: 1 });
    await expect(
      importWithReload(async () => {
        throw new SyntaxError('bad code');
      })(),
    ).rejects.toThrow('bad code');
  });

  it('reloads once on a chunk error, then lets the error surface', async () => {
    const reload = vi.fn();
    const load = importWithReload(() => Promise.reject(chunkError()), {
      reload,
      getPath: () => '/promo',
    });
    const first = load();
    const settled = vi.fn();
    first.then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(settled).not.toHaveBeenCalled();
    await expect(load()).rejects.toThrow(/Failed to fetch dynamically imported module/);
    expect(reload).toHaveBeenCalledOnce();
  });
});
