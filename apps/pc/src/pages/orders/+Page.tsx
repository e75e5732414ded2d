import { OrdersScreen } from '../../orders/OrdersScreen';

export default function Page() {
  return <OrdersScreen />;
}
