import { OrderScreen } from '../../order/OrderScreen';

export default function Page() {
  return <OrderScreen />;
}
