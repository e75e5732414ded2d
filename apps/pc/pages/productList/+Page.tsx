import { useLocale } from '@storefront/ui-shared/react';
import { usePageContext } from '../../src/app/page-context';
import { routeTitleOf } from '../../src/app/route-info';
import { GameListScreen } from '../../src/catalog/GameListScreen';
import { listFilterOf } from '../../src/catalog/list-page';
import { useFrameData } from '../../src/data/frame';

export default function Page() {
  const pageContext = usePageContext();
  const title = routeTitleOf(pageContext, useLocale(), useFrameData());
  return <GameListScreen title={title} filter={listFilterOf(pageContext)} />;
}
