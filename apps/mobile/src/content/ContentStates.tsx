import { type Locale, t } from '@storefront/ui-shared';

/** Loading failed (the red notification said why); the visitor can try again in place. */
export function ContentLoadFailed({
  locale,
  message,
  onRetry,
}: {
  locale: Locale;
  message: 'content.page.loadFailed' | 'content.promo.loadFailed';
  onRetry: () => void;
}) {
  return (
    <section className="list-state" role="alert" data-testid="content-load-failed">
      <p className="list-state__title">{t(locale, message)}</p>
      <button type="button" className="button-link" onClick={onRetry}>
        {t(locale, 'content.retry')}
      </button>
    </section>
  );
}

/** Grey lines in the shape of a text page while it loads. */
export function TextSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <div className="content-skeleton" aria-hidden="true">
      <span className="skeleton-line content-skeleton__title" />
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order.
        <span key={index} className="skeleton-line" />
      ))}
    </div>
  );
}
