import { searchTermOf } from '@storefront/ui-shared/react';
import { usePageContext } from '../../app/page-context';
import { SearchResults } from '../../search/SearchResults';

export default function Page() {
  const { urlParsed } = usePageContext();
  return <SearchResults term={searchTermOf(urlParsed.search)} />;
}
