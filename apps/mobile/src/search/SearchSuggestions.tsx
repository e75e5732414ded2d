import type { SimpleGame } from '@storefront/api-client/contract';
import { gamePath, type Locale, t } from '@storefront/ui-shared';

export const SUGGESTION_ICON_SIZE = 40;

/** The games matching what is being typed; each opens its page. */
export function SearchSuggestions({
  games,
  term,
  locale,
}: {
  games: readonly SimpleGame[];
  term: string;
  locale: Locale;
}) {
  return (
    <section className="search-panel" aria-label={t(locale, 'search.suggestions')}>
      {games.length === 0 ? (
        <p className="search-panel__empty">{t(locale, 'search.noResults', { term })}</p>
      ) : (
        <ul className="search-suggestions" data-testid="search-suggestions">
          {games.map((game) => (
            <li key={game.id}>
              <a className="search-suggestion" href={gamePath(game)} data-game={game.name}>
                <img
                  className="search-suggestion__icon"
                  src={game.icon}
                  alt=""
                  width={SUGGESTION_ICON_SIZE}
                  height={SUGGESTION_ICON_SIZE}
                />
                <span className="search-suggestion__title">{game.title}</span>
                <span className="search-suggestion__type">
                  {t(locale, `search.type.${game.type}`)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
