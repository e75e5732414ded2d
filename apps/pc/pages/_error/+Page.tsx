import { ErrorScreen } from '../../src/screens/ErrorScreen';

export default function Page() {
  return <ErrorScreen />;
}
