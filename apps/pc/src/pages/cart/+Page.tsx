import { CartScreen } from '../../cart/CartScreen';

export default function Page() {
  return <CartScreen />;
}
