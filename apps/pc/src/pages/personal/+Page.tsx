import { useQuery } from '@tanstack/react-query';
import { useRuntime } from '../../app/runtime-context';
import { useIsLogin, useMounted } from '../../app/session';
import { Placeholder } from '../../screens/Placeholder';

/** Personal details: the account's own data (a 401 here opens the login dialog). */
export default function Page() {
  const { api } = useRuntime();
  const isLogin = useIsLogin();
  const mounted = useMounted();
  const { data } = useQuery({
    queryKey: ['userSummary'],
    queryFn: () => api.user.summary(),
    enabled: mounted && isLogin,
    retry: false,
  });
  return (
    <Placeholder page="personal">
      {data && (
        <dl className="pc-facts" data-testid="user-summary">
          <dt>Name</dt>
          <dd>{data.user.nickname}</dd>
          <dt>Email</dt>
          <dd>{data.user.email}</dd>
        </dl>
      )}
    </Placeholder>
  );
}
