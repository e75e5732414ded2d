import { SearchScreen } from '../../src/search/SearchScreen';

export default function Page() {
  return <SearchScreen />;
}
