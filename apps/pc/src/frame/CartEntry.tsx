import { guestIdAtom } from '@storefront/state';
import { t } from '@storefront/ui-shared';
import { useQuery } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import { useAtomValue } from 'jotai/react';
import { useRuntime } from '../app/runtime-context';
import { useIsLogin, useLocale, useMounted } from '../app/session';
import { CartIcon } from './icons';

/** The cart link with the number of items (`ShopCart/Num`), once the visitor is known. */
export function CartEntry() {
  const { api } = useRuntime();
  const locale = useLocale();
  const guestId = useAtomValue(guestIdAtom);
  const isLogin = useIsLogin();
  const mounted = useMounted();
  const { data } = useQuery({
    queryKey: ['cartNum', guestId, isLogin],
    queryFn: () => api.shopCart.num(),
    enabled: mounted && Boolean(guestId || isLogin),
  });
  const count = data?.count ?? 0;
  const label = t(locale, 'nav.cart');
  return (
    <a className="pc-tool" href="/shopCart" aria-label={`${label} (${count})`}>
      <Badge count={count} size="small" color="var(--sf-color-accent)" offset={[2, -2]}>
        <span className="pc-tool__icon">
          <CartIcon />
        </span>
      </Badge>
      <span>{label}</span>
    </a>
  );
}
