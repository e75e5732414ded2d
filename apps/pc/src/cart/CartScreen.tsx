import type { CartListResponse } from '@storefront/api-client/contract';
import { formatMoney, productListPath } from '@storefront/ui-shared';
import {
  type CartCheckout,
  type CartOwner,
  type CartSelection,
  type CatalogScope,
  removeCartItemsMutation,
  setCartQuantityMutation,
  useCartCheckout,
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

/** The packs in the cart: select and remove them, change quantities, check the selected ones out. */
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
  const selection = useCartSelection(cart.items);
  const setQuantity = useMutation(setCartQuantityMutation(api, queryClient));
  const remove = useMutation(removeCartItemsMutation(api, queryClient));
  const checkout = useCartCheckout({
    api,
    queryClient,
    items: cart.items,
    selectedIds: selection.selectedIds,
    currencyId: scope.currencyId,
    navigateTo: navigate,
  });
  const removeItems = (ids: readonly number[]) => remove.mutate({ ids, owner });

  return (
    <>
      <CartToolbar
        selection={selection}
        removing={remove.isPending}
        onRemove={() => removeItems([...selection.selectedIds])}
      />
      <ul className="pc-lines" data-cart-items>
        {cart.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            selected={selection.selectedIds.has(item.id)}
            onSelect={(selected) => selection.toggle(item.id, selected)}
            onQuantity={(quantity) =>
              setQuantity.mutate({ id: item.id, quantity, currencyId: scope.currencyId, owner })
            }
            onRemove={() => removeItems([item.id])}
          />
        ))}
      </ul>
      <CartSummary cart={cart} count={selection.selectedIds.size} checkout={checkout} />
    </>
  );
}

interface CartToolbarProps {
  selection: CartSelection;
  removing: boolean;
  onRemove: () => void;
}

/** Select all, and remove the selected lines once confirmed. */
function CartToolbar({ selection, removing, onRemove }: CartToolbarProps) {
  const { tr } = useText();
  const count = selection.selectedIds.size;
  return (
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
        title={tr('cart.removeConfirm', { count })}
        okText={tr('cart.remove')}
        cancelText={tr('cart.keep')}
        okButtonProps={{ danger: true }}
        onConfirm={onRemove}
        disabled={count === 0}
      >
        <Button danger disabled={count === 0} loading={removing}>
          {tr('cart.removeSelected')}
        </Button>
      </Popconfirm>
    </div>
  );
}

interface CartSummaryProps {
  cart: CartListResponse;
  /** How many lines are selected. */
  count: number;
  checkout: CartCheckout;
}

/** The selected lines' total (and the Razer one), then "Checkout" and why it waits or failed. */
function CartSummary({ cart, count, checkout }: CartSummaryProps) {
  const { locale, tr } = useText();
  const hasRazer = cart.items.some((item) => item.kind === 'razer');
  return (
    <div className="pc-cart__summary">
      <dl className="pc-order__sums">
        <div className="pc-order__total">
          <dt>{tr('cart.selectedTotal', { count })}</dt>
          <dd data-total data-testid="cart-total">
            {checkout.total ? formatMoney(checkout.total, locale) : '—'}
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
        disabled={count === 0}
        loading={checkout.pending}
        onClick={checkout.start}
      >
        {tr('cart.checkout')}
      </Button>
      {count === 0 && <p className="pc-cart__hint">{tr('cart.nothingSelected')}</p>}
      {checkout.error && (
        <p className="pc-form-error" role="alert">
          {checkout.error.message}
        </p>
      )}
    </div>
  );
}
