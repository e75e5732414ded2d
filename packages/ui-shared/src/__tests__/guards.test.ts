import { describe, expect, it, vi } from 'vitest';
import { createReloadGuard, type GuardStorage } from '../reload-guard';
import { createVersionWatcher, VERSION_CHECK_INTERVAL_MS } from '../version-watcher';

function fakeStorage(): GuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('createReloadGuard', () => {
  it('allows one reload per path per 10 seconds', () => {
    let now = 1_000_000;
    const guard = createReloadGuard({ storage: fakeStorage(), now: () => now });
    expect(guard.shouldReload('/games')).toBe(true);
    expect(guard.shouldReload('/games')).toBe(false);
    expect(guard.shouldReload('/help')).toBe(true);
    now += 9_999;
    expect(guard.shouldReload('/games')).toBe(false);
    now += 1;
    expect(guard.shouldReload('/games')).toBe(true);
    expect(guard.shouldReload('/games')).toBe(false);
  });

  it('remembers across page loads through the storage', () => {
    const storage = fakeStorage();
    const now = () => 5_000;
    expect(createReloadGuard({ storage, now }).shouldReload('/')).toBe(true);
    expect(createReloadGuard({ storage, now }).shouldReload('/')).toBe(false);
    expect([...storage.data.values()]).toEqual(['5000']);
  });

  it('takes another window and ignores garbage or future times', () => {
    const storage = fakeStorage();
    let now = 0;
    const guard = createReloadGuard({ windowMs: 100, storage, now: () => now });
    expect(guard.shouldReload('/a')).toBe(true);
    now = 100;
    expect(guard.shouldReload('/a')).toBe(true);
    for (const key of storage.data.keys()) storage.data.set(key, 'garbage');
    expect(guard.shouldReload('/a')).toBe(true);
    for (const key of storage.data.keys()) storage.data.set(key, '999999');
    expect(guard.shouldReload('/a')).toBe(true);
  });

  it('says no when the storage fails, so it never loops', () => {
    const guard = createReloadGuard({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    });
    expect(guard.shouldReload('/')).toBe(false);
  });
});

describe('createVersionWatcher', () => {
  function setup(ids: (string | Error)[], currentBuildId?: string) {
    vi.useFakeTimers();
    const fetchBuildId = vi.fn(async () => {
      const next = ids.length > 1 ? ids.shift() : ids[0];
      if (next instanceof Error) throw next;
      return next as string;
    });
    const onNewVersion = vi.fn();
    const setIntervalSpy = vi.fn((callback: () => void, ms: number) => setInterval(callback, ms));
    const clearIntervalSpy = vi.fn((handle: unknown) =>
      clearInterval(handle as ReturnType<typeof setInterval>),
    );
    const watcher = createVersionWatcher({
      fetchBuildId,
      onNewVersion,
      ...(currentBuildId === undefined ? {} : { currentBuildId }),
      setInterval: setIntervalSpy,
      clearInterval: clearIntervalSpy,
    });
    return { watcher, fetchBuildId, onNewVersion, setIntervalSpy, clearIntervalSpy };
  }

  it('polls every hour and reports a new build id once', async () => {
    const { watcher, fetchBuildId, onNewVersion, setIntervalSpy, clearIntervalSpy } = setup([
      'a',
      'a',
      'b',
    ]);
    watcher.start();
    expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), VERSION_CHECK_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(watcher.hasNewVersion).toBe(false);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledWith('b');
    expect(watcher.hasNewVersion).toBe(true);
    expect(clearIntervalSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    await expect(watcher.check()).resolves.toBe(true);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('compares with the running build id when given, and survives failed fetches', async () => {
    const { watcher, fetchBuildId, onNewVersion } = setup(
      [new Error('offline'), 'build-1', 'build-2'],
      'build-1',
    );
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledWith('build-2');
    vi.useRealTimers();
  });

  it('shares one fetch between overlapping checks and stops on request', async () => {
    const { watcher, fetchBuildId, clearIntervalSpy } = setup(['a']);
    await Promise.all([watcher.check(), watcher.check()]);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    watcher.start();
    watcher.start();
    watcher.stop();
    expect(clearIntervalSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
