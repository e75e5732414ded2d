import { searchTermOf } from '@storefront/ui-shared/react';
import { usePageContext } from '../../src/app/page-context';
import { SearchResults } from '../../src/search/SearchResults';

export default function Page() {
  const { urlParsed } = usePageContext();
  return <SearchResults term={searchTermOf(urlParsed.search)} />;
}
