import { type Locale, t } from '@storefront/ui-shared';

/** Placeholders shaped like the product page (cover, a step, pack tiles) while the game loads. */
export function ProductSkeleton() {
  return (
    <div className="product" aria-hidden="true" data-testid="product-skeleton">
      <span className="product-skeleton__cover skeleton-block" />
      <div className="product-step">
        <span className="skeleton-line skeleton-line--short" />
        <span className="skeleton-line" />
      </div>
      <div className="product-step">
        <span className="skeleton-line skeleton-line--short" />
        <div className="pack-grid">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
            <span key={index} className="product-skeleton__tile skeleton-block" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** Placeholders shaped like cart or order lines. */
export function LinesSkeleton({ count }: { count: number }) {
  return (
    <ul className="line-list" aria-hidden="true" data-testid="lines-skeleton">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <li key={index} className="line-item">
          <span className="line-item__icon skeleton-block" />
          <span className="line-item__body">
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-line--short" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Reading failed (the red notification said why); the visitor can try again in place. */
export function ReadFailed({
  title,
  locale,
  onRetry,
}: {
  title: string;
  locale: Locale;
  onRetry: () => void;
}) {
  return (
    <section className="list-state" role="alert" data-testid="read-failed">
      <p className="list-state__title">{title}</p>
      <button type="button" className="button-link" onClick={onRetry}>
        {t(locale, 'catalog.retry')}
      </button>
    </section>
  );
}

/** Nothing to show, and where to go instead. */
export function EmptyState({
  title,
  hint,
  action,
  href,
  testId,
}: {
  title: string;
  hint?: string;
  action: string;
  href: string;
  testId: string;
}) {
  return (
    <section className="list-state" data-testid={testId}>
      <p className="list-state__title">{title}</p>
      {hint && <p className="list-state__hint">{hint}</p>}
      <a className="button-link" href={href}>
        {action}
      </a>
    </section>
  );
}
