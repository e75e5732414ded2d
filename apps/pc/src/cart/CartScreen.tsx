import type { CartListResponse } from '@storefront/api-client/contract';
import { cartSelectionTotal, formatMoney, orderPath, productListPath } from '@storefront/ui-shared';
import {
  type CartOwner,
  type CatalogScope,
  checkoutCartMutation,
  removeCartItemsMutation,
  setCartQuantityMutation,
  useCartContents,
  useCartSelection,
} from '@storefront/ui-shared/react';
import { useMutation } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Popconfirm from 'antd/es/popconfirm';
import { navigate } from 'vike/client/router';
import { useAppServices } from '../app/services';
import { useText } from '../app/text';
import { LoadFailed } from '../catalog/LoadProblem';
import { useCatalogScope } from '../data/catalog-scope';
import { CartLine } from './CartLine';
import { LinesSkeleton } from './LinesSkeleton';
import { SavedLinks } from './SavedLinks';
import '../product/product.css';
import './cart.css';

/** `/shopCart`: the packs and top-up links the visitor keeps; the selected packs go to checkout. */
export function CartScreen() {
  const { api } = useAppServices();
  const scope = useCatalogScope();
  const { tr } = useText();
  const { owner, cart, links } = useCartContents(api, scope);
  const retry = () => {
    void cart.refetch();
    void links.refetch();
  };

  let body: React.ReactNode;
  if (cart.data && links.data) {
    body =
      cart.data.items.length + links.data.length === 0 ? (
        <div className="pc-catalog-state" data-empty>
          <p>{tr('product.cart.empty')}</p>
          <a className="pc-catalog-state__link" href={productListPath('Games')}>
            {tr('product.cart.browse')}
          </a>
        </div>
      ) : (
        <div aria-busy={cart.isPlaceholderData || links.isPlaceholderData || undefined}>
          {cart.data.items.length > 0 && <CartPacks cart={cart.data} scope={scope} owner={owner} />}
          {links.data.length > 0 && <SavedLinks links={links.data} currencyId={scope.currencyId} />}
        </div>
      );
  } else if (cart.isError || links.isError) {
    body = <LoadFailed message={tr('product.cart.loadFailed')} onRetry={retry} />;
  } else {
    body = <LinesSkeleton />;
  }

  return (
    <section className="pc-page pc-cart" data-page="cart">
      <h1 className="pc-page__title">{tr('product.cart.title')}</h1>
      {body}
    </section>
  );
}

function CartPacks({
  cart,
  scope,
  owner,
}: {
  cart: CartListResponse;
  scope: CatalogScope;
  owner: CartOwner;
}) {
  const { api, queryClient } = useAppServices();
  const { locale, tr } = useText();
  const selection = useCartSelection(cart.items);
  const setQuantity = useMutation(setCartQuantityMutation(api, queryClient));
  const remove = useMutation(removeCartItemsMutation(api, queryClient));
  const checkout = useMutation(checkoutCartMutation(api, queryClient));
  const { selectedIds } = selection;
  const total = cartSelectionTotal(cart.items, selectedIds);
  const hasRazer = cart.items.some((item) => item.kind === 'razer');

  const removeItems = (ids: readonly number[]) => remove.mutate({ ids, owner });
  // The bought lines leave the cart, which may unmount this part before a `mutate` callback runs.
  const startCheckout = () =>
    checkout
      .mutateAsync({ cartItemIds: [...selectedIds], currencyId: scope.currencyId })
      .then((order) => navigate(orderPath(order.orderNo)))
      // The API client has toasted the failure; the mutation's error shows it here too.
      .catch(() => {});

  return (
    <>
      <div className="pc-cart__toolbar">
        <Checkbox
          checked={selection.allSelected}
          indeterminate={selection.someSelected}
          disabled={selection.selectableIds.length === 0}
          onChange={(event) => selection.toggleAll(event.target.checked)}
        >
          {tr('cart.selectAll')}
        </Checkbox>
        <Popconfirm
          title={tr('cart.removeConfirm', { count: selectedIds.size })}
          okText={tr('cart.remove')}
          cancelText={tr('cart.keep')}
          okButtonProps={{ danger: true }}
          onConfirm={() => removeItems([...selectedIds])}
          disabled={selectedIds.size === 0}
        >
          <Button danger disabled={selectedIds.size === 0} loading={remove.isPending}>
            {tr('cart.removeSelected')}
          </Button>
        </Popconfirm>
      </div>
      <ul className="pc-lines" data-cart-items>
        {cart.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            selected={selectedIds.has(item.id)}
            onSelect={(selected) => selection.toggle(item.id, selected)}
            onQuantity={(quantity) =>
              setQuantity.mutate({ id: item.id, quantity, currencyId: scope.currencyId, owner })
            }
            onRemove={() => removeItems([item.id])}
          />
        ))}
      </ul>
      <div className="pc-cart__summary">
        <dl className="pc-order__sums">
          <div className="pc-order__total">
            <dt>{tr('cart.selectedTotal', { count: selectedIds.size })}</dt>
            <dd data-total data-testid="cart-total">
              {total ? formatMoney(total, locale) : '—'}
            </dd>
          </div>
          {hasRazer && cart.razerTotal && (
            <div data-razer-total>
              <dt>{tr('cart.razerTotal')}</dt>
              <dd>{formatMoney(cart.razerTotal, locale)}</dd>
            </div>
          )}
        </dl>
        <Button
          type="primary"
          size="large"
          className="pc-cart__checkout"
          disabled={selectedIds.size === 0}
          loading={checkout.isPending}
          onClick={startCheckout}
        >
          {tr('cart.checkout')}
        </Button>
        {selectedIds.size === 0 && <p className="pc-cart__hint">{tr('cart.nothingSelected')}</p>}
        {checkout.error && (
          <p className="pc-form-error" role="alert">
            {checkout.error.message}
          </p>
        )}
      </div>
    </>
  );
}
