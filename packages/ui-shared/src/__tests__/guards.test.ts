import { describe, expect, it, vi } from 'vitest';
import { createReloadGuard, type GuardStorage } from '../reload-guard';
import {
  type BuildStamp,
  createVersionWatcher,
  isNewerBuild,
  VERSION_CHECK_INTERVAL_MS,
} from '../version-watcher';

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
  const stamp = (build: string | BuildStamp) =>
    typeof build === 'string' ? { buildId: build } : build;

  function setup(builds: (string | BuildStamp | Error)[], current?: string | BuildStamp) {
    vi.useFakeTimers();
    const fetchBuild = vi.fn(async () => {
      const next = builds.length > 1 ? builds.shift() : builds[0];
      if (next instanceof Error) throw next;
      return stamp(next as string | BuildStamp);
    });
    const onNewVersion = vi.fn();
    const setIntervalSpy = vi.fn((callback: () => void, ms: number) => setInterval(callback, ms));
    const clearIntervalSpy = vi.fn((handle: unknown) =>
      clearInterval(handle as ReturnType<typeof setInterval>),
    );
    const watcher = createVersionWatcher({
      fetchBuild,
      onNewVersion,
      ...(current === undefined ? {} : { current: stamp(current) }),
      setInterval: setIntervalSpy,
      clearInterval: clearIntervalSpy,
    });
    return { watcher, fetchBuild, onNewVersion, setIntervalSpy, clearIntervalSpy };
  }

  it('polls every hour and reports a new build id once', async () => {
    const { watcher, fetchBuild, onNewVersion, setIntervalSpy, clearIntervalSpy } = setup([
      'a',
      'a',
      'b',
    ]);
    watcher.start();
    expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), VERSION_CHECK_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetchBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuild).toHaveBeenCalledTimes(2);
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(watcher.hasNewVersion).toBe(false);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledWith('b');
    expect(watcher.hasNewVersion).toBe(true);
    expect(clearIntervalSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
    expect(fetchBuild).toHaveBeenCalledTimes(3);
    await expect(watcher.check()).resolves.toBe(true);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('compares with the running build id when given, and survives failed fetches', async () => {
    const { watcher, fetchBuild, onNewVersion } = setup(
      [new Error('offline'), 'build-1', 'build-2'],
      'build-1',
    );
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledWith('build-2');
    vi.useRealTimers();
  });

  // Issue 26: during a rolling deploy a page of build N+1 may be answered by an instance of build N.
  it('ignores an older build and offers a newer one, by build time', async () => {
    const older = { buildId: 'build-n', builtAt: '2026-11-27T08:00:00.000Z' };
    const running = { buildId: 'build-n1', builtAt: '2026-11-27T09:00:00.000Z' };
    const newer = { buildId: 'build-n2', builtAt: '2026-11-27T10:00:00.000Z' };
    const { watcher, onNewVersion } = setup([older, running, older, newer], running);
    watcher.start();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(watcher.hasNewVersion).toBe(false);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledWith('build-n2');
    vi.useRealTimers();
  });

  it('orders builds by time, a build without one (older format) before any with one', () => {
    const at = (buildId: string, builtAt?: string) =>
      builtAt ? { buildId, builtAt } : { buildId };
    const nine = at('b9', '2026-11-27T09:00:00.000Z');
    const ten = at('b10', '2026-11-27T10:00:00.000Z');
    expect(isNewerBuild(ten, nine)).toBe(true);
    expect(isNewerBuild(nine, ten)).toBe(false);
    expect(isNewerBuild(ten, ten)).toBe(false);
    expect(isNewerBuild(at('old'), ten)).toBe(false);
    expect(isNewerBuild(ten, at('old'))).toBe(true);
    expect(isNewerBuild(at('x'), at('y'))).toBe(true);
    expect(isNewerBuild(at('x'), at('x'))).toBe(false);
  });

  it('shares one fetch between overlapping checks and stops on request', async () => {
    const { watcher, fetchBuild, clearIntervalSpy } = setup(['a']);
    await Promise.all([watcher.check(), watcher.check()]);
    expect(fetchBuild).toHaveBeenCalledTimes(1);
    watcher.start();
    watcher.start();
    watcher.stop();
    expect(clearIntervalSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(fetchBuild).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
