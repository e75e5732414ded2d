import { t } from '@storefront/ui-shared';
import { useLocale } from '@storefront/ui-shared/react';
import Button from 'antd/es/button';

/** Loading failed: what happened and a way to try again in place. */
export function ContentLoadFailed({
  message,
  onRetry,
}: {
  message: 'content.page.loadFailed' | 'content.promo.loadFailed';
  onRetry: () => void;
}) {
  const locale = useLocale();
  return (
    <div className="pc-content-state" role="alert" data-testid="content-load-failed">
      <p>{t(locale, message)}</p>
      <Button type="primary" onClick={onRetry}>
        {t(locale, 'content.retry')}
      </Button>
    </div>
  );
}

/** Grey lines in the shape of a text page while it loads. */
export function TextSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <div className="pc-content-skeleton" aria-hidden="true">
      <span className="pc-skeleton pc-content-skeleton__title" />
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order.
        <span key={index} className="pc-skeleton pc-skeleton--line" />
      ))}
    </div>
  );
}
