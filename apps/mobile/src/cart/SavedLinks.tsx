import type { LinkItem } from '@storefront/api-client/contract';
import { ORDERS_PATH, orderPath, t } from '@storefront/ui-shared';
import {
  type CatalogScope,
  orderLinksMutation,
  removeSavedLinksMutation,
} from '@storefront/ui-shared/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { navigate } from 'vike/client/router';
import { useAppServices } from '../app/services';
import { confirmAction } from '../common/confirm';
import { LineItem } from '../product/LineItem';

/**
 * The saved top-up links: remove one (after a confirmation), or "Pay" it: its order is created and
 * the order page opens, where the customer pays it like any order.
 */
export function SavedLinks({ links, scope }: { links: readonly LinkItem[]; scope: CatalogScope }) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const { locale } = scope;
  const remove = useMutation(removeSavedLinksMutation(api, queryClient));
  const order = useMutation(orderLinksMutation(api, queryClient));

  async function confirmRemove(link: LinkItem) {
    const confirmed = await confirmAction({
      title: t(locale, 'cart.links.remove'),
      message: link.url,
      confirmText: t(locale, 'cart.remove'),
      cancelText: t(locale, 'checkout.keepOrder'),
    });
    if (confirmed) remove.mutate([link.id]);
  }

  // Awaited, not a `mutate` callback: the ordered link leaves this list (maybe the whole section).
  async function payLink(link: LinkItem) {
    const ordered = await order
      .mutateAsync({ linkIds: [link.id], currencyId: scope.currencyId, returnUrl: ORDERS_PATH })
      .catch(() => null);
    if (ordered) await navigate(orderPath(ordered.orderNo));
  }

  return (
    <section className="saved-links" aria-labelledby="saved-links-title">
      <h3 className="section-title" id="saved-links-title">
        {t(locale, 'product.cart.links')}
      </h3>
      <ul className="line-list" data-testid="cart-links">
        {links.map((link) => (
          <LineItem
            key={link.id}
            icon={null}
            gameTitle={link.gameTitle}
            packTitle={link.title}
            details={link.url}
            quantity={1}
            unitPrice={link.quote.total}
            subtotal={link.quote.total}
            locale={locale}
            actions={
              <>
                <Button
                  size="small"
                  round
                  plain
                  disabled={remove.isPending || order.isPending}
                  onClick={() => confirmRemove(link)}
                  data-testid="remove-link"
                >
                  {t(locale, 'cart.remove')}
                </Button>
                <Button
                  size="small"
                  round
                  type="danger"
                  loading={order.isPending && order.variables?.linkIds[0] === link.id}
                  disabled={order.isPending}
                  onClick={() => payLink(link)}
                  data-testid="pay-link"
                >
                  {t(locale, 'cart.links.pay')}
                </Button>
              </>
            }
          />
        ))}
      </ul>
    </section>
  );
}
