import { OrderScreen } from '../../src/order/OrderScreen';

export default function Page() {
  return <OrderScreen />;
}
