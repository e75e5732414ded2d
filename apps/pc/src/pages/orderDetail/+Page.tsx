import { OrderDetailScreen } from '../../order/OrderDetailScreen';

export default function Page() {
  return <OrderDetailScreen />;
}
