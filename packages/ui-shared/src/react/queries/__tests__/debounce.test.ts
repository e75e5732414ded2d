// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '../search';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('follows the value once it has stayed the same for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), {
      initialProps: { value: 'mo' },
    });
    expect(result.current).toBe('mo');
    rerender({ value: 'mob' });
    act(() => void vi.advanceTimersByTime(150));
    rerender({ value: 'mobi' });
    act(() => void vi.advanceTimersByTime(150));
    expect(result.current).toBe('mo');
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe('mobi');
  });
});
