import Progress from 'antd/es/progress';
import { useEffect, useState } from 'react';
import { useText } from '../app/text';

const TICK_MS = 500;

/** While the pay call runs (up to `timeoutMs`): how long it has taken, as a bar and in words. */
export function PayProgress({ startedAt, timeoutMs }: { startedAt: number; timeoutMs: number }) {
  const { tr } = useText();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.min(Math.max(0, now - startedAt), timeoutMs);
  const limit = Math.round(timeoutMs / 1000);
  return (
    <div className="pc-pay__progress" role="status" data-paying>
      <Progress
        percent={Math.round((elapsed / timeoutMs) * 100)}
        showInfo={false}
        status="active"
        aria-label={tr('checkout.paying', { seconds: limit })}
      />
      <span>
        {tr('checkout.paying', { seconds: limit })} ({Math.round(elapsed / 1000)} s)
      </span>
    </div>
  );
}
