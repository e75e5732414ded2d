import { productListPath, t } from '@storefront/ui-shared';
import { useLocale } from '@storefront/ui-shared/react';
import Button from 'antd/es/button';

/**
 * What shows when a query failed: what happened (the games by default) and a way to try again.
 */
export function LoadFailed({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const locale = useLocale();
  return (
    <div className="pc-catalog-state" role="alert">
      <p>
        {message ?? `${t(locale, 'catalog.loadFailed')} ${t(locale, 'catalog.loadFailedHint')}`}
      </p>
      <Button type="primary" onClick={onRetry}>
        {t(locale, 'catalog.retry')}
      </Button>
    </div>
  );
}

/** An empty list, with a way forward. */
export function NoGames() {
  const locale = useLocale();
  return (
    <div className="pc-catalog-state" data-empty>
      <p>{t(locale, 'catalog.noGames')}</p>
      <a className="pc-catalog-state__link" href={productListPath('Games')}>
        {t(locale, 'catalog.browseAll')}
      </a>
    </div>
  );
}
