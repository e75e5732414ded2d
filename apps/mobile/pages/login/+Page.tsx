import { LoginScreen } from '../../src/screens/LoginScreen';

export default function Page() {
  return <LoginScreen />;
}
