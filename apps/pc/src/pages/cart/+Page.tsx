import { CartScreen } from '../../product/CartScreen';

export default function Page() {
  return <CartScreen />;
}
