import type { LinkItem } from '@storefront/api-client/contract';
import { formatMoney, gamePath, ORDERS_PATH, orderPath } from '@storefront/ui-shared';
import { orderLinksMutation, removeSavedLinksMutation } from '@storefront/ui-shared/react';
import { useMutation } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { navigate } from 'vike/client/router';
import { useAppServices } from '../app/services';
import { useText } from '../app/text';

/**
 * The saved top-up links. Each is one order: "Pay" orders it and opens the order page, where the
 * customer pays from a balance (logged in) or through the payment provider, as with "Buy now".
 */
export function SavedLinks({
  links,
  currencyId,
}: {
  links: readonly LinkItem[];
  currencyId: number | undefined;
}) {
  const { tr } = useText();
  return (
    <section className="pc-cart-links" aria-labelledby="pc-cart-links-title">
      <h2 className="pc-lines__heading" id="pc-cart-links-title">
        {tr('product.cart.links')}
      </h2>
      <ul className="pc-lines" data-cart-links>
        {links.map((link) => (
          <SavedLink key={link.id} link={link} currencyId={currencyId} />
        ))}
      </ul>
    </section>
  );
}

function SavedLink({ link, currencyId }: { link: LinkItem; currencyId: number | undefined }) {
  const { api, queryClient } = useAppServices();
  const { locale, tr } = useText();
  const remove = useMutation(removeSavedLinksMutation(api, queryClient));
  const order = useMutation(orderLinksMutation(api, queryClient));

  // The ordered link leaves the list, which unmounts this line before a `mutate` callback runs.
  const pay = () =>
    order
      .mutateAsync({ linkIds: [link.id], currencyId, returnUrl: ORDERS_PATH })
      .then(({ orderNo }) => navigate(orderPath(orderNo)))
      // The API client has toasted the failure; the mutation's error shows it here too.
      .catch(() => {});

  return (
    <li className="pc-line pc-link-line" data-link={link.id}>
      <div className="pc-line__what">
        <a className="pc-line__game" href={gamePath({ type: 'Links', name: link.gameName })}>
          {link.gameTitle}
        </a>
        <span className="pc-line__pack">{link.title}</span>
        <span className="pc-line__account pc-line__url">{link.url}</span>
        {order.error && (
          <span className="pc-line__warning" role="alert">
            {order.error.message}
          </span>
        )}
      </div>
      <strong className="pc-line__subtotal" data-price>
        {formatMoney(link.quote.total, locale)}
      </strong>
      <div className="pc-link-line__actions">
        <Button type="primary" loading={order.isPending} disabled={remove.isPending} onClick={pay}>
          {tr('cart.links.pay')}
        </Button>
        <Popconfirm
          title={tr('cart.links.removeConfirm')}
          okText={tr('cart.remove')}
          cancelText={tr('cart.keep')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutate([link.id])}
        >
          <Button type="link" danger loading={remove.isPending} disabled={order.isPending}>
            {tr('cart.links.remove')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
