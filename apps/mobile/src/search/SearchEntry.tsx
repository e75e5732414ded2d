import { Search } from '@react-vant/icons';
import { type Locale, SEARCH_HISTORY_PATH, t } from '@storefront/ui-shared';
import './search.css';

/** A search bar that opens the search page (for the top of the home). */
export function SearchEntry({ locale }: { locale: Locale }) {
  return (
    <a className="search-entry" href={SEARCH_HISTORY_PATH} data-testid="search-entry">
      <Search className="search-entry__icon" aria-hidden />
      <span>{t(locale, 'search.placeholder')}</span>
    </a>
  );
}
