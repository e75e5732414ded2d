import { usePageContext } from '../../src/app/page-context';
import { OrderDetailScreen } from '../../src/orders/OrderDetailScreen';

export default function Page() {
  const orderNo = usePageContext().urlParsed.search.orderNo ?? null;
  return <OrderDetailScreen key={orderNo} orderNo={orderNo} />;
}
