import { ResetPasswordScreen } from '../../src/account/ResetPasswordScreen';

export default function Page() {
  return <ResetPasswordScreen />;
}
