import { RouteScreen } from '../../src/screens/RouteScreen';

export default function Page() {
  return <RouteScreen page="orderConfirmation" />;
}
