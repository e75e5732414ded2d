import type { CartListResponse, LinkItem } from '@storefront/api-client/contract';
import {
  CART_PATH,
  type Locale,
  MOBILE_LOGIN_PATH,
  productListPath,
  t,
} from '@storefront/ui-shared';
import {
  type CartOwner,
  type CatalogScope,
  useCartContents,
  useCartSelection,
} from '@storefront/ui-shared/react';
import { useAppServices } from '../app/services';
import { useCatalogScope } from '../catalog/use-catalog-scope';
import { EmptyState, LinesSkeleton, ReadFailed } from '../product/ScreenStates';
import { CartBar } from './CartBar';
import { CartLine } from './CartLine';
import { SavedLinks } from './SavedLinks';
import '../product/product.css';
import './cart.css';

/**
 * The cart (`/shopCart`, `/mobile/cart`): its packs with the account each is for (secrets come back
 * masked), quantity, remove, the selection and its total with "Checkout" fixed above the tab bar,
 * and the saved top-up links. The cart is the visitor's own, so it is read in the browser (the
 * server renders the skeleton).
 */
export function CartScreen() {
  const scope = useCatalogScope();
  const { locale } = scope;
  const { api } = useAppServices();
  const { owner, known, cart, links } = useCartContents(api, scope);
  const failed = cart.isError || links.isError;
  return (
    <section className="product cart" data-testid="cart">
      <header className="page-heading">
        <h2 className="page-heading__title">{t(locale, 'product.cart.title')}</h2>
      </header>
      {failed && !(cart.data && links.data) ? (
        <ReadFailed
          title={t(locale, 'product.cart.loadFailed')}
          locale={locale}
          onRetry={() => {
            if (cart.isError) void cart.refetch();
            if (links.isError) void links.refetch();
          }}
        />
      ) : cart.data && links.data && known ? (
        <CartContents
          cart={cart.data}
          links={links.data}
          scope={scope}
          owner={owner}
          locale={locale}
        />
      ) : (
        <LinesSkeleton count={2} />
      )}
    </section>
  );
}

interface CartContentsProps {
  cart: CartListResponse;
  links: readonly LinkItem[];
  scope: CatalogScope;
  owner: CartOwner;
  locale: Locale;
}

function CartContents({ cart, links, scope, owner, locale }: CartContentsProps) {
  const selection = useCartSelection(cart.items);
  if (cart.items.length === 0 && links.length === 0) {
    return (
      <EmptyState
        title={t(locale, 'product.cart.empty')}
        action={t(locale, 'product.cart.browse')}
        href={productListPath('Games')}
        testId="cart-empty"
      />
    );
  }
  return (
    <>
      {!owner.isLogin && (
        // A guest's cart joins the account at login; a guest's orders do not.
        <p className="account-result account-result--warning" data-testid="cart-login-hint">
          <a href={`${MOBILE_LOGIN_PATH}?redirect=${encodeURIComponent(CART_PATH)}`}>
            {t(locale, 'checkout.logInForBalance')}
          </a>
        </p>
      )}
      {cart.items.length > 0 && (
        <ul className="line-list" data-testid="cart-items">
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              selected={selection.selectedIds.has(item.id)}
              onSelect={(selected) => selection.toggle(item.id, selected)}
              scope={scope}
              owner={owner}
            />
          ))}
        </ul>
      )}
      {links.length > 0 && <SavedLinks links={links} scope={scope} />}
      {cart.items.length > 0 && (
        <CartBar cart={cart} selection={selection} currencyId={scope.currencyId} locale={locale} />
      )}
    </>
  );
}
