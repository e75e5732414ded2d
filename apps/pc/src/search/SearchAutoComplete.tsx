import { searchHistoryAtom } from '@storefront/state';
import {
  gameSuggestionsQuery,
  normalizeSearchTerm,
  SUGGESTION_MIN_LENGTH,
  useDebouncedValue,
  useLocale,
} from '@storefront/ui-shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import AutoComplete from 'antd/es/auto-complete';
import Input, { type InputProps } from 'antd/es/input';
import { useAtomValue } from 'jotai/react';
import { useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { useAppServices } from '../app/services';
import { historyOptions, type SearchMenuItem, suggestionOptions } from './search-options';

/** Wider than the box: long titles and their type tag fit on one line. */
const SUGGESTIONS_WIDTH = 420;
/** Tall enough for every suggestion, its heading and "see all" without a scroll bar. */
const SUGGESTIONS_HEIGHT = 520;

export interface SearchAutoCompleteProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Runs the search for a term (Enter on the text, a recent search, "see all"). */
  onSearch: (term: string) => void;
  /** The same input the box showed before this part loaded. */
  inputProps: InputProps;
  /** The visitor was already in the box when this part loaded: keep the focus and the menu. */
  autoFocus: boolean;
}

/**
 * The header search's suggestions (antd AutoComplete, off the first load): matching games while
 * typing, recent searches in an empty box. Arrow keys move through them, Enter opens the chosen
 * one (or searches the text when none is chosen), Escape closes them.
 */
export function SearchAutoComplete({
  text,
  onTextChange,
  onSearch,
  inputProps,
  autoFocus,
}: SearchAutoCompleteProps) {
  const locale = useLocale();
  const { api } = useAppServices();
  const history = useAtomValue(searchHistoryAtom);
  const [open, setOpen] = useState(autoFocus);
  const term = normalizeSearchTerm(useDebouncedValue(text));
  const typing = term.length >= SUGGESTION_MIN_LENGTH;
  const suggestions = useQuery({
    ...gameSuggestionsQuery(api, locale, term),
    placeholderData: keepPreviousData,
  });
  // An Enter that chose an option must not also search for the text (both see the same keydown).
  const chosenByKey = useRef(false);

  const options = !typing
    ? historyOptions(locale, history)
    : suggestions.data
      ? suggestionOptions(locale, term, suggestions.data)
      : [];

  const choose = (value: string, option: SearchMenuItem) => {
    chosenByKey.current = true;
    queueMicrotask(() => {
      chosenByKey.current = false;
    });
    setOpen(false);
    if ('term' in option && option.term !== undefined) {
      onTextChange(option.term);
      onSearch(option.term);
    } else {
      // A game's page: the box starts empty again there (its value, the path, must not show).
      onTextChange('');
      void navigate(value);
    }
  };

  return (
    <AutoComplete<string, SearchMenuItem>
      className="pc-search__field"
      value={text}
      options={options}
      open={open && options.length > 0}
      onOpenChange={setOpen}
      onChange={(value) => {
        onTextChange(value);
        setOpen(true);
      }}
      onSelect={choose}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        if (chosenByKey.current) return;
        setOpen(false);
        onSearch(text);
      }}
      defaultActiveFirstOption={false}
      popupMatchSelectWidth={SUGGESTIONS_WIDTH}
      listHeight={SUGGESTIONS_HEIGHT}
      // A short list: every option is rendered, as a real `option` of a `listbox`.
      virtual={false}
      classNames={{ popup: { root: 'pc-search__popup' } }}
    >
      <Input {...inputProps} autoFocus={autoFocus} />
    </AutoComplete>
  );
}
