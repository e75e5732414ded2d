import { OrderScreen } from '../../product/OrderScreen';

export default function Page() {
  return <OrderScreen />;
}
