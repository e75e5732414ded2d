import { usePageContext } from '../../app/page-context';
import { routeTitleOf } from '../../app/route-info';
import { useLocale } from '../../app/session';
import { GameListScreen } from '../../catalog/GameListScreen';
import { listFilterOf } from '../../catalog/list-page';
import { useFrameData } from '../../data/frame';

export default function Page() {
  const pageContext = usePageContext();
  const title = routeTitleOf(pageContext, useLocale(), useFrameData());
  return <GameListScreen title={title} filter={listFilterOf(pageContext)} />;
}
