import { HomeScreen } from '../../src/catalog/HomeScreen';

export default function Page() {
  return <HomeScreen />;
}
