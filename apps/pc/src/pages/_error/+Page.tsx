import { ErrorScreen } from '../../screens/ErrorScreen';

export default function Page() {
  return <ErrorScreen />;
}
