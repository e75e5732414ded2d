import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedFor } from '../shared-for';

afterEach(() => vi.useRealTimers());

describe('sharedFor', () => {
  it('hands every request for a key within the time the first one’s answer, then asks again', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async (key: string) => `${key}-${load.mock.calls.length}`);
    const shared = sharedFor(60_000, load);
    expect(await shared('en')).toBe('en-1');
    expect(await shared('en')).toBe('en-1');
    expect(await shared('id')).toBe('id-2');
    vi.advanceTimersByTime(60_001);
    expect(await shared('en')).toBe('en-3');
  });

  it('keeps no failure: the next request asks again', async () => {
    const load = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('up');
    const shared = sharedFor(60_000, load);
    await expect(shared('en')).rejects.toThrow('down');
    expect(await shared('en')).toBe('up');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
