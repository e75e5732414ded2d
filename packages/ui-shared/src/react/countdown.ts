import { useEffect, useState } from 'react';

const TICK_MS = 250;

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Seconds left until a deadline, counted down on screen. Kept as a deadline rather than a count of
 * ticks: a phone's browser slows the timers of a tab in the background, and the count stays true.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    setSeconds(secondsUntil(deadline));
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  return {
    seconds,
    /** Counts down `from` seconds, from now. */
    start: (from: number) => {
      setSeconds(Math.max(0, Math.ceil(from)));
      setDeadline(Date.now() + from * 1000);
    },
  };
}
