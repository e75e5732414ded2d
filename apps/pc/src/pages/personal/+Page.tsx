import { PersonalScreen } from '../../account/PersonalScreen';

export default function Page() {
  return <PersonalScreen />;
}
