import { OrderDetailScreen } from '../../src/orders/OrderDetailScreen';

export default function Page() {
  return <OrderDetailScreen />;
}
