import { type Locale, productListPath, t } from '@storefront/ui-shared';

/** No games to show, with a way on to the whole catalogue. */
export function EmptyGames({ locale }: { locale: Locale }) {
  return (
    <section className="list-state" data-testid="empty-games">
      <p className="list-state__title">{t(locale, 'catalog.noGames')}</p>
      <p className="list-state__hint">{t(locale, 'catalog.noGamesHint')}</p>
      <a className="button-link" href={productListPath('Games')}>
        {t(locale, 'catalog.browseAll')}
      </a>
    </section>
  );
}

/** Loading failed (the red notification said why); the visitor can try again in place. */
export function LoadFailed({ locale, onRetry }: { locale: Locale; onRetry: () => void }) {
  return (
    <section className="list-state" role="alert" data-testid="load-failed">
      <p className="list-state__title">{t(locale, 'catalog.loadFailed')}</p>
      <p className="list-state__hint">{t(locale, 'catalog.loadFailedHint')}</p>
      <button type="button" className="button-link" onClick={onRetry}>
        {t(locale, 'catalog.retry')}
      </button>
    </section>
  );
}
