import { type Locale, t } from '@storefront/ui-shared';
import { useEffect, useState } from 'react';

const TICK_MS = 500;

export interface PayProgressProps {
  phase: 'paying' | 'redirecting';
  /** When this attempt started (kept across a reload), ms since the epoch. */
  startedAt: number | null;
  timeoutMs: number;
  locale: Locale;
}

/** A bar that fills over the 90 s the payment may take, and what is happening meanwhile. */
export function PayProgress({ phase, startedAt, timeoutMs, locale }: PayProgressProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const elapsed = startedAt === null ? 0 : Math.max(0, now - startedAt);
  const percent =
    phase === 'redirecting' ? 100 : Math.min(99, Math.round((elapsed / timeoutMs) * 100));
  return (
    <div className="pay-progress" role="status" data-testid="pay-progress">
      <p className="pay-progress__text">
        {phase === 'redirecting'
          ? t(locale, 'checkout.redirecting')
          : t(locale, 'checkout.paying', { seconds: Math.round(timeoutMs / 1000) })}
      </p>
      <div
        className="pay-progress__track"
        role="progressbar"
        aria-label={t(locale, 'checkout.payTitle')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="pay-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
