import { useCallback, useEffect, useState } from 'react';

/** How long a banner stays before the next one comes by itself. */
export const CAROUSEL_ADVANCE_MS = 6_000;

export interface CarouselState {
  /** The banner shown, or being moved to. */
  index: number;
  /** The visitor chose banner `at` (a dot, a swipe): it shows, and nothing advances by itself again. */
  pick(at: number): void;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The home's banners in both apps: one at a time, the next every `advanceMs` (after the last, the
 * first again) until the visitor picks one. A single banner, or a visitor who asked for reduced
 * motion, sees nothing move by itself.
 */
export function useCarousel(count: number, advanceMs = CAROUSEL_ADVANCE_MS): CarouselState {
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    if (picked || count < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((at) => (at + 1) % count), advanceMs);
    return () => clearInterval(timer);
  }, [picked, count, advanceMs]);
  const pick = useCallback((at: number) => {
    setPicked(true);
    setIndex(at);
  }, []);
  return { index: Math.min(index, Math.max(count - 1, 0)), pick };
}
