import { t } from '@storefront/ui-shared';
import Input from 'antd/es/input';
import { useState } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from '../app/page-context';
import { useLocale } from '../app/session';

/** Searches the games list: `/games?q=...`. */
export function SearchBox() {
  const locale = useLocale();
  const { urlParsed } = usePageContext();
  const [value, setValue] = useState(urlParsed.search.q ?? '');
  const label = t(locale, 'nav.search');
  return (
    <form
      className="pc-search"
      onSubmit={(event) => {
        event.preventDefault();
        const query = value.trim();
        void navigate(query ? `/games?q=${encodeURIComponent(query)}` : '/games');
      }}
    >
      <Input
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={`${label}…`}
        aria-label={label}
        allowClear
        size="large"
      />
    </form>
  );
}
