import { PersonalScreen } from '../../src/account/PersonalScreen';

export default function Page() {
  return <PersonalScreen />;
}
