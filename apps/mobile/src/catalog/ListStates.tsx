import type { Locale } from '@storefront/ui-shared';
import { mt } from '../i18n/messages';

/** No games to show, with a way on to the whole catalogue. */
export function EmptyGames({ locale }: { locale: Locale }) {
  return (
    <section className="list-state" data-testid="empty-games">
      <p className="list-state__title">{mt(locale, 'noGames')}</p>
      <p className="list-state__hint">{mt(locale, 'noGamesHint')}</p>
      <a className="button-link" href="/games">
        {mt(locale, 'browseAll')}
      </a>
    </section>
  );
}

/** Loading failed (the red notification said why); the visitor can try again in place. */
export function LoadFailed({ locale, onRetry }: { locale: Locale; onRetry: () => void }) {
  return (
    <section className="list-state" role="alert" data-testid="load-failed">
      <p className="list-state__title">{mt(locale, 'loadFailed')}</p>
      <button type="button" className="button-link" onClick={onRetry}>
        {mt(locale, 'retry')}
      </button>
    </section>
  );
}
