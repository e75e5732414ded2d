import { LoginScreen } from '../../src/account/LoginScreen';

export default function Page() {
  return <LoginScreen />;
}
