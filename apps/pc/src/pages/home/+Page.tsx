import { HomeScreen } from '../../catalog/HomeScreen';

export default function Page() {
  return <HomeScreen />;
}
