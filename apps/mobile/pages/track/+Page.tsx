import { usePageContext } from '../../src/app/page-context';
import { TrackScreen } from '../../src/orders/TrackScreen';

export default function Page() {
  return <TrackScreen orderNo={usePageContext().urlParsed.search.orderNo ?? ''} />;
}
