import { HomeScreen } from '../../src/screens/HomeScreen';

export default function Page() {
  return <HomeScreen />;
}
