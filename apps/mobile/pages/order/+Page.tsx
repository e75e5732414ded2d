import { usePageContext } from '../../src/app/page-context';
import { OrderScreen } from '../../src/order/OrderScreen';

export default function Page() {
  const { search } = usePageContext().urlParsed;
  const orderNo = search.orderNo ?? null;
  return <OrderScreen key={orderNo} orderNo={orderNo} providerOutcome={search.status ?? null} />;
}
