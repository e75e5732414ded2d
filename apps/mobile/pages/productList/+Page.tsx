import { useLocale } from '@storefront/ui-shared/react';
import { usePageContext } from '../../src/app/page-context';
import { GameListScreen } from '../../src/catalog/GameListScreen';
import { screenTitle } from '../../src/routing/screen-title';

export default function Page() {
  const pageContext = usePageContext();
  const locale = useLocale();
  const type = pageContext.data?.productType;
  return (
    <GameListScreen
      key={type}
      title={screenTitle(pageContext, locale)}
      filter={type ? { type } : {}}
    />
  );
}
