import { Placeholder } from '../../screens/Placeholder';

export default function Page() {
  return <Placeholder page="cart" />;
}
