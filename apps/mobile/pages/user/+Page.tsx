import { UserScreen } from '../../src/screens/UserScreen';

export default function Page() {
  return <UserScreen />;
}
