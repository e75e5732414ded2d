import { usePageContext } from '../../src/app/page-context';
import { OrderScreen } from '../../src/product/OrderScreen';

export default function Page() {
  const orderNo = usePageContext().urlParsed.search.orderNo ?? null;
  return <OrderScreen key={orderNo} orderNo={orderNo} />;
}
