import { localeAtom } from '@storefront/state';
import { useAtomValue } from 'jotai/react';
import { usePageContext } from '../../src/app/page-context';
import { GameListScreen } from '../../src/catalog/GameListScreen';
import { screenTitle } from '../../src/routing/screen-title';

export default function Page() {
  const pageContext = usePageContext();
  const locale = useAtomValue(localeAtom);
  const type = pageContext.data?.productType;
  return (
    <GameListScreen
      key={type}
      title={screenTitle(pageContext, locale)}
      filter={type ? { type } : {}}
    />
  );
}
