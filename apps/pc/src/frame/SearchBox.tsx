import { SEARCH_PATH, t } from '@storefront/ui-shared';
import { importWithReload, searchTermOf, useLocale } from '@storefront/ui-shared/react';
import Button from 'antd/es/button';
import Input, { type InputProps, type InputRef } from 'antd/es/input';
import { useEffect, useRef, useState } from 'react';
import { usePageContext } from '../app/page-context';
import type { SearchAutoComplete } from '../search/SearchAutoComplete';
import { SearchIcon } from '../search/SearchIcon';
import '../search/search.css';
import { useRunSearch } from '../search/use-run-search';

// The suggestions (antd AutoComplete) stay off the first load; a chunk lost to a deploy reloads.
const loadAutoComplete = importWithReload(() => import('../search/SearchAutoComplete'));

/**
 * The header search. Before hydration (and until the suggestions have loaded) it is a plain GET
 * form to `/search?q=`; then the same box offers suggestions (see `SearchAutoComplete`).
 */
export function SearchBox() {
  const locale = useLocale();
  const urlTerm = searchTermOf(usePageContext().urlParsed.search);
  const [text, setText] = useState(urlTerm);
  useEffect(() => setText(urlTerm), [urlTerm]);
  const runSearch = useRunSearch();
  const plainInput = useRef<InputRef>(null);
  const [suggest, setSuggest] = useState<{
    Component: typeof SearchAutoComplete;
    autoFocus: boolean;
  } | null>(null);

  useEffect(() => {
    let active = true;
    loadAutoComplete()
      .then(({ SearchAutoComplete }) => {
        if (!active) return;
        const autoFocus = document.activeElement === plainInput.current?.input;
        setSuggest({ Component: SearchAutoComplete, autoFocus });
      })
      // Not loaded: the plain form still searches.
      .catch(() => {});
    return () => {
      active = false;
    };
  }, []);

  const inputProps: InputProps = {
    name: 'q',
    size: 'large',
    placeholder: t(locale, 'search.placeholder'),
    'aria-label': t(locale, 'search.label'),
    maxLength: 100,
    allowClear: true,
  };

  return (
    <search className="pc-search" data-suggest={suggest ? '' : undefined}>
      <form
        className="pc-search__form"
        action={SEARCH_PATH}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          runSearch(text);
        }}
      >
        {suggest ? (
          <suggest.Component
            text={text}
            onTextChange={setText}
            onSearch={runSearch}
            inputProps={inputProps}
            autoFocus={suggest.autoFocus}
          />
        ) : (
          <Input
            {...inputProps}
            ref={plainInput}
            className="pc-search__field"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
        <Button
          className="pc-search__submit"
          htmlType="submit"
          size="large"
          type="primary"
          icon={<SearchIcon />}
          aria-label={t(locale, 'search.submit')}
        />
      </form>
    </search>
  );
}
