import type { LinkItem } from '@storefront/api-client/contract';
import { formatMoney } from '@storefront/ui-shared';
import { payLinksMutation, removeSavedLinksMutation } from '@storefront/ui-shared/react';
import { useMutation } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Radio from 'antd/es/radio';
import { useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { useRuntime } from '../app/runtime-context';
import { useIsLogin } from '../app/session';
import { orderPath } from '../order/paths';
import { useText } from '../product/text';

type LinkPayMethod = 'provider' | 'balance';

/**
 * The saved top-up links: each can be removed or paid on its own (a link is one order). Guests pay
 * through the payment provider; a logged-in customer may pay from the balance of the active currency.
 */
export function SavedLinks({
  links,
  currencyId,
}: {
  links: readonly LinkItem[];
  currencyId: number | undefined;
}) {
  const { tr } = useText();
  const isLogin = useIsLogin();
  const [method, setMethod] = useState<LinkPayMethod>('provider');
  return (
    <section className="pc-cart-links" aria-labelledby="pc-cart-links-title">
      <div className="pc-cart-links__head">
        <h2 className="pc-lines__heading" id="pc-cart-links-title">
          {tr('product.cart.links')}
        </h2>
        {isLogin && (
          <Radio.Group
            value={method}
            onChange={(event) => setMethod(event.target.value)}
            aria-label={tr('checkout.pay.method')}
            optionType="button"
            options={[
              { value: 'provider', label: tr('checkout.pay.provider') },
              { value: 'balance', label: tr('checkout.pay.balance') },
            ]}
          />
        )}
      </div>
      <ul className="pc-lines" data-cart-links>
        {links.map((link) => (
          <SavedLink
            key={link.id}
            link={link}
            method={isLogin ? method : 'provider'}
            currencyId={currencyId}
          />
        ))}
      </ul>
    </section>
  );
}

function SavedLink({
  link,
  method,
  currencyId,
}: {
  link: LinkItem;
  method: LinkPayMethod;
  currencyId: number | undefined;
}) {
  const { api, queryClient } = useRuntime();
  const { locale, tr } = useText();
  const remove = useMutation(removeSavedLinksMutation(api, queryClient));
  const pay = useMutation(payLinksMutation(api, queryClient));
  // One key per attempt: a retry after a lost answer is the same payment, a new click a new one.
  const attemptKey = useRef<string | null>(null);

  const startPay = () => {
    attemptKey.current ??= crypto.randomUUID();
    pay.mutate(
      {
        linkIds: [link.id],
        method,
        currencyId,
        returnUrl: '/orders',
        idempotencyKey: attemptKey.current,
      },
      {
        onSuccess: ({ order }) => {
          attemptKey.current = null;
          void navigate(orderPath(order.orderNo));
        },
        onError: () => {
          attemptKey.current = null;
        },
      },
    );
  };

  return (
    <li className="pc-line pc-link-line" data-link={link.id}>
      <div className="pc-line__what">
        <a className="pc-line__game" href={`/links/${link.gameName}`}>
          {link.gameTitle}
        </a>
        <span className="pc-line__pack">{link.title}</span>
        <span className="pc-line__account pc-line__url">{link.url}</span>
        {pay.error && (
          <span className="pc-line__warning" role="alert">
            {pay.error.message}
          </span>
        )}
      </div>
      <strong className="pc-line__subtotal" data-price>
        {formatMoney(link.quote.total, locale)}
      </strong>
      <div className="pc-link-line__actions">
        <Button type="primary" loading={pay.isPending} disabled={remove.isPending} onClick={startPay}>
          {tr('checkout.links.pay')}
        </Button>
        <Popconfirm
          title={tr('checkout.links.removeConfirm')}
          okText={tr('checkout.cart.remove')}
          cancelText={tr('checkout.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutate({ ids: [link.id] })}
        >
          <Button type="link" danger loading={remove.isPending} disabled={pay.isPending}>
            {tr('checkout.cart.remove')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
