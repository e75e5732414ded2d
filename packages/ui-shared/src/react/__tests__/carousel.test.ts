// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from '../carousel';

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCarousel', () => {
  it('advances every interval and comes back to the first after the last', () => {
    const { result } = renderHook(() => useCarousel(3, 1_000));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.index).toBe(0);
  });

  it("stops advancing once the visitor picks a banner, and shows the visitor's pick", () => {
    const { result } = renderHook(() => useCarousel(3, 1_000));
    act(() => result.current.pick(2));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.index).toBe(2);
  });

  it('does not move by itself for one banner or for a visitor who asked for reduced motion', () => {
    const single = renderHook(() => useCarousel(1, 1_000));
    act(() => vi.advanceTimersByTime(3_000));
    expect(single.result.current.index).toBe(0);
    reducedMotion(true);
    const still = renderHook(() => useCarousel(3, 1_000));
    act(() => vi.advanceTimersByTime(3_000));
    expect(still.result.current.index).toBe(0);
  });

  it('keeps the index inside the banners when there are fewer of them', () => {
    const { result, rerender } = renderHook(({ count }) => useCarousel(count, 1_000), {
      initialProps: { count: 3 },
    });
    act(() => result.current.pick(2));
    rerender({ count: 2 });
    expect(result.current.index).toBe(1);
  });
});
