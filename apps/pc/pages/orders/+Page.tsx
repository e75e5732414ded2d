import { OrdersScreen } from '../../src/orders/OrdersScreen';

export default function Page() {
  return <OrdersScreen />;
}
