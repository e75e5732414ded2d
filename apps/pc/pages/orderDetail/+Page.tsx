import { OrderDetailScreen } from '../../src/order/OrderDetailScreen';

export default function Page() {
  return <OrderDetailScreen />;
}
