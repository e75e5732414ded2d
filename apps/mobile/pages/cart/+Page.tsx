import { CartScreen } from '../../src/product/CartScreen';

export default function Page() {
  return <CartScreen />;
}
