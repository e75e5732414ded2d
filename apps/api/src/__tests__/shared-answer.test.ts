import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedAnswers } from '../modules/home/shared-answer';

describe('sharedAnswers', () => {
  afterEach(() => vi.useRealTimers());

  it('hands the first answer to every caller of the same key within the time, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const shared = sharedAnswers<object, number>(1_000);
    const owner = {};
    let calls = 0;
    const load = async () => ++calls;
    expect(await shared(owner, 'en 1', load)).toBe(1);
    expect(await shared(owner, 'en 1', load)).toBe(1);
    expect(await shared(owner, 'id 1', load)).toBe(2);
    vi.advanceTimersByTime(1_001);
    expect(await shared(owner, 'en 1', load)).toBe(3);
  });

  it('keeps no failure, and never shares between owners', async () => {
    const shared = sharedAnswers<object, string>(60_000);
    const owner = {};
    await expect(shared(owner, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await shared(owner, 'k', async () => 'up')).toBe('up');
    expect(await shared({}, 'k', async () => 'other app')).toBe('other app');
  });
});
