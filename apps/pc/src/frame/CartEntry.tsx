import { CART_PATH, t } from '@storefront/ui-shared';
import { cartCountQuery, useCartOwner, useLocale } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import { useAppServices } from '../app/services';
import { CartIcon } from './icons';

/** The cart link with the number of items (`ShopCart/Num`), once the visitor is known. */
export function CartEntry() {
  const { api } = useAppServices();
  const locale = useLocale();
  const { owner, known } = useCartOwner();
  const { data } = useQuery({ ...cartCountQuery(api, owner), enabled: known });
  const count = data?.count ?? 0;
  const label = t(locale, 'nav.cart');
  // The badge is drawn for the eye only; the link's own text says the count, so what is read
  // aloud starts with what is seen ("Cart").
  return (
    <a className="pc-tool" href={CART_PATH}>
      <span aria-hidden="true">
        <Badge count={count} size="small" color="var(--sf-color-accent)" offset={[2, -2]}>
          <span className="pc-tool__icon">
            <CartIcon />
          </span>
        </Badge>
      </span>
      <span>{label}</span>
      <span className="pc-visually-hidden"> ({count})</span>
    </a>
  );
}
