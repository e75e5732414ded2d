import { UserScreen } from '../../src/account/UserScreen';

export default function Page() {
  return <UserScreen />;
}
