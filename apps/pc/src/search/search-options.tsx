import type { SimpleGame } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import { gamePath, SEARCH_PATH, t } from '@storefront/ui-shared';
import { searchHref } from '@storefront/ui-shared/react';
import Tag from 'antd/es/tag';

/** An option of the header search: its value is where choosing it leads. */
export interface SearchOption {
  value: string;
  label: React.ReactNode;
  disabled?: boolean;
  /** Set on options that run a search (recent searches, "see all"): the term to remember. */
  term?: string;
}

export interface SearchOptionGroup {
  label: React.ReactNode;
  options: SearchOption[];
}

export type SearchMenuItem = SearchOption | SearchOptionGroup;

export const SUGGESTION_ICON_SIZE = 36;

function searchOption(term: string, label: React.ReactNode): SearchOption {
  return { value: searchHref(SEARCH_PATH, term), label, term };
}

function GameSuggestion({ game, locale }: { game: SimpleGame; locale: Locale }) {
  return (
    <span className="pc-suggestion" data-game={game.name}>
      <img
        className="pc-suggestion__icon"
        src={game.icon}
        alt=""
        width={SUGGESTION_ICON_SIZE}
        height={SUGGESTION_ICON_SIZE}
      />
      <span className="pc-suggestion__title">{game.title}</span>
      <Tag className="pc-suggestion__type" variant="filled" color="purple">
        {t(locale, `search.type.${game.type}`)}
      </Tag>
    </span>
  );
}

/** While typing: the matching games, then "see all results"; a disabled line when none match. */
export function suggestionOptions(
  locale: Locale,
  term: string,
  games: readonly SimpleGame[],
): SearchMenuItem[] {
  if (games.length === 0) {
    return [{ value: 'no-match', label: t(locale, 'search.noResults', { term }), disabled: true }];
  }
  return [
    {
      label: t(locale, 'search.suggestions'),
      options: games.map((game) => ({
        value: gamePath(game),
        label: <GameSuggestion game={game} locale={locale} />,
      })),
    },
    searchOption(
      term,
      <span className="pc-suggestion__all">{t(locale, 'search.seeAll', { term })}</span>,
    ),
  ];
}

/** Before typing: the recent searches, each running its search again. */
export function historyOptions(locale: Locale, history: readonly string[]): SearchOptionGroup[] {
  if (history.length === 0) return [];
  return [
    {
      label: t(locale, 'search.recent'),
      options: history.map((term) => searchOption(term, term)),
    },
  ];
}
