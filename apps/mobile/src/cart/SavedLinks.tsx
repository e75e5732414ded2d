import type { LinkItem } from '@storefront/api-client/contract';
import { t } from '@storefront/ui-shared';
import {
  type CatalogScope,
  payLinksMutation,
  removeSavedLinksMutation,
} from '@storefront/ui-shared/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { navigate } from 'vike/client/router';
import { useAppServices } from '../app/services';
import { confirmAction } from '../common/confirm';
import { ct } from '../i18n/checkout-messages';
import { LineItem } from '../product/LineItem';

/**
 * The saved top-up links. "Pay" orders one (`link/payOrder`, which creates the order with its
 * payment) and opens the order page, where the customer pays it like any order.
 */
export function SavedLinks({ links, scope }: { links: readonly LinkItem[]; scope: CatalogScope }) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const { locale } = scope;
  const remove = useMutation(removeSavedLinksMutation(api, queryClient));
  const pay = useMutation(payLinksMutation(api, queryClient));

  async function confirmRemove(link: LinkItem) {
    const confirmed = await confirmAction({
      title: ct(locale, 'removeLinkTitle'),
      message: link.url,
      confirmText: ct(locale, 'remove'),
      cancelText: ct(locale, 'cancel'),
    });
    if (confirmed) remove.mutate({ ids: [link.id] });
  }

  function payLink(link: LinkItem) {
    pay.mutate(
      {
        linkIds: [link.id],
        method: 'provider',
        currencyId: scope.currencyId,
        returnUrl: '/order',
        idempotencyKey: crypto.randomUUID(),
      },
      {
        onSuccess: ({ order }) =>
          navigate(`/order?orderNo=${encodeURIComponent(order.orderNo)}`),
      },
    );
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
                  disabled={remove.isPending || pay.isPending}
                  onClick={() => confirmRemove(link)}
                  data-testid="remove-link"
                >
                  {ct(locale, 'remove')}
                </Button>
                <Button
                  size="small"
                  round
                  type="danger"
                  loading={pay.isPending && pay.variables?.linkIds[0] === link.id}
                  disabled={pay.isPending}
                  onClick={() => payLink(link)}
                  data-testid="pay-link"
                >
                  {ct(locale, 'payLink')}
                </Button>
              </>
            }
          />
        ))}
      </ul>
    </section>
  );
}
