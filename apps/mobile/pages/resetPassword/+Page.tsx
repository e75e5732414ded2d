import { ResetPasswordScreen } from '../../src/account/ResetPasswordScreen';
import { usePageContext } from '../../src/app/page-context';

export default function Page() {
  return <ResetPasswordScreen token={usePageContext().urlParsed.search.token ?? ''} />;
}
