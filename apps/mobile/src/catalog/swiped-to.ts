import { type RefObject, useEffect, useRef } from 'react';

/** No scroll event for this long: the row has come to rest on a banner. */
const SETTLED_MS = 120;

/**
 * Tells `onSwiped` which banner a scrolling row came to rest on, when the visitor moved it (touch,
 * mouse, wheel or keys), not when the carousel scrolled it by itself. Answers the row's handlers.
 */
export function useSwipedTo(track: RefObject<HTMLElement>, onSwiped: (at: number) => void) {
  const byVisitor = useRef(false);
  const settle = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(settle.current), []);
  const touched = () => {
    byVisitor.current = true;
  };
  return {
    onPointerDown: touched,
    onTouchStart: touched,
    onWheel: touched,
    onKeyDown: touched,
    onScroll: () => {
      if (!byVisitor.current) return;
      clearTimeout(settle.current);
      settle.current = setTimeout(() => {
        const element = track.current;
        if (element && element.clientWidth > 0) {
          onSwiped(Math.round(element.scrollLeft / element.clientWidth));
        }
      }, SETTLED_MS);
    },
  };
}
