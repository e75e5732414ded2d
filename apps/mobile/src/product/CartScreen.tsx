import type { CartListResponse, LinkItem } from '@storefront/api-client/contract';
import { formatMoney, type Locale, t } from '@storefront/ui-shared';
import { cartListQuery, savedLinksQuery } from '@storefront/ui-shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app/services';
import { useCatalogScope } from '../catalog/use-catalog-scope';
import { accountSummary, LineItem } from './LineItem';
import { EmptyState, LinesSkeleton, ReadFailed } from './ScreenStates';
import { NO_OWNER, useCartOwner } from './use-cart-owner';
import './product.css';

/**
 * The cart: its packs and saved top-up links with the account each is for (secrets come back
 * masked), quantities and prices in the active currency, and the total. The cart is the visitor's
 * own, so it is read in the browser (the server renders the skeleton).
 */
export function CartScreen() {
  const scope = useCatalogScope();
  const { locale } = scope;
  const { api } = useAppServices();
  const owner = useCartOwner();
  const cart = useQuery({
    ...cartListQuery(api, scope, owner ?? NO_OWNER),
    enabled: owner !== null,
    placeholderData: keepPreviousData,
  });
  const links = useQuery({
    ...savedLinksQuery(api, scope, owner ?? NO_OWNER),
    enabled: owner !== null,
    placeholderData: keepPreviousData,
  });
  const failed = cart.isError || links.isError;
  return (
    <section className="product" data-testid="cart">
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
      ) : cart.data && links.data ? (
        <CartContents cart={cart.data} links={links.data} locale={locale} />
      ) : (
        <LinesSkeleton count={2} />
      )}
    </section>
  );
}

function CartContents({
  cart,
  links,
  locale,
}: {
  cart: CartListResponse;
  links: readonly LinkItem[];
  locale: Locale;
}) {
  if (cart.items.length === 0 && links.length === 0) {
    return (
      <EmptyState
        title={t(locale, 'product.cart.empty')}
        action={t(locale, 'product.cart.browse')}
        href="/games"
        testId="cart-empty"
      />
    );
  }
  return (
    <>
      {cart.items.length > 0 && (
        <ul className="line-list" data-testid="cart-items">
          {cart.items.map((item) => (
            <LineItem
              key={item.id}
              icon={item.icon}
              gameTitle={item.gameTitle}
              packTitle={item.packTitle}
              details={accountSummary(item.account)}
              quantity={item.quantity}
              unitPrice={item.unitPrice}
              subtotal={item.subtotal}
              locale={locale}
              warning={item.available ? undefined : t(locale, 'product.cart.unavailable')}
            />
          ))}
        </ul>
      )}
      {cart.items.length > 0 && (
        <dl className="summary-card">
          <div className="summary-card__row summary-card__row--total">
            <dt>{t(locale, 'product.cart.total')}</dt>
            <dd data-testid="cart-total">{formatMoney(cart.total, locale)}</dd>
          </div>
        </dl>
      )}
      {links.length > 0 && (
        <>
          <h3 className="page-heading__title">{t(locale, 'product.cart.links')}</h3>
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
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
