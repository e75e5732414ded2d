import { CartScreen } from '../../src/cart/CartScreen';

export default function Page() {
  return <CartScreen />;
}
