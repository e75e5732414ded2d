import type { CartItem, LinkItem, Money } from '@storefront/api-client/contract';
import { formatMoney, gamePath } from '@storefront/ui-shared';
import { cartListQuery, savedLinksQuery } from '@storefront/ui-shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRuntime } from '../app/runtime-context';
import { LoadFailed } from '../catalog/LoadProblem';
import { useCatalogScope } from '../data/catalog-scope';
import { useCartOwner } from './cart-owner';
import { AccountSummary, ITEM_ICON_SIZE } from './OrderLines';
import { useText } from './text';
import './product.css';

/** The sum of the cart's packs and its saved links (both priced in the active currency). */
function grandTotal(packs: Money, links: readonly LinkItem[]): Money {
  const linkAmount = links
    .filter((link) => link.quote.total.currencyId === packs.currencyId)
    .reduce((sum, link) => sum + link.quote.total.amount, 0);
  return { ...packs, amount: packs.amount + linkAmount };
}

/** `/shopCart`: the packs and top-up links the visitor keeps, and their total. */
export function CartScreen() {
  const { api } = useRuntime();
  const scope = useCatalogScope();
  const { locale, tr } = useText();
  const { owner, known } = useCartOwner();
  const cart = useQuery({
    ...cartListQuery(api, scope, owner),
    enabled: known,
    placeholderData: keepPreviousData,
  });
  const links = useQuery({
    ...savedLinksQuery(api, scope, owner),
    enabled: known,
    placeholderData: keepPreviousData,
  });
  const failed = cart.isError || links.isError;
  const retry = () => {
    void cart.refetch();
    void links.refetch();
  };
  const busy = cart.isPlaceholderData || links.isPlaceholderData;

  return (
    <section className="pc-page pc-cart" data-page="cart">
      <h1 className="pc-page__title">{tr('product.cart.title')}</h1>
      {cart.data && links.data ? (
        cart.data.items.length + links.data.length === 0 ? (
          <div className="pc-catalog-state" data-empty>
            <p>{tr('product.cart.empty')}</p>
            <a className="pc-catalog-state__link" href="/games">
              {tr('product.cart.browse')}
            </a>
          </div>
        ) : (
          <div aria-busy={busy || undefined}>
            {cart.data.items.length > 0 && (
              <ul className="pc-lines" data-cart-items>
                {cart.data.items.map((item) => (
                  <CartLine key={item.id} item={item} />
                ))}
              </ul>
            )}
            {links.data.length > 0 && (
              <>
                <h2 className="pc-lines__heading">{tr('product.cart.links')}</h2>
                <ul className="pc-lines" data-cart-links>
                  {links.data.map((link) => (
                    <li key={link.id} className="pc-line" data-link={link.id}>
                      <div className="pc-line__what">
                        <a className="pc-line__game" href={`/links/${link.gameName}`}>
                          {link.gameTitle}
                        </a>
                        <span className="pc-line__pack">{link.title}</span>
                        <span className="pc-line__account pc-line__url">{link.url}</span>
                      </div>
                      <span className="pc-line__qty">1</span>
                      <strong className="pc-line__subtotal" data-price>
                        {formatMoney(link.quote.total, locale)}
                      </strong>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p className="pc-lines__total">
              <span>{tr('product.cart.total')}</span>
              <strong data-total>
                {formatMoney(grandTotal(cart.data.total, links.data), locale)}
              </strong>
            </p>
          </div>
        )
      ) : failed ? (
        <LoadFailed message={tr('product.cart.loadFailed')} onRetry={retry} />
      ) : (
        <LinesSkeleton />
      )}
    </section>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const { locale, tr } = useText();
  return (
    <li
      className="pc-line"
      data-cart-item={item.id}
      data-unavailable={!item.available || undefined}
    >
      <img
        className="pc-line__icon"
        src={item.icon}
        alt=""
        width={ITEM_ICON_SIZE}
        height={ITEM_ICON_SIZE}
        loading="lazy"
      />
      <div className="pc-line__what">
        <a className="pc-line__game" href={gamePath({ type: item.gameType, name: item.gameName })}>
          {item.gameTitle}
        </a>
        <span className="pc-line__pack">{item.packTitle}</span>
        <AccountSummary account={item.account} />
        {!item.available && (
          <span className="pc-line__warning">{tr('product.cart.unavailable')}</span>
        )}
      </div>
      <span className="pc-line__qty">
        {item.quantity} × {formatMoney(item.unitPrice, locale)}
      </span>
      <strong className="pc-line__subtotal" data-price>
        {formatMoney(item.subtotal, locale)}
      </strong>
    </li>
  );
}

export function LinesSkeleton() {
  return (
    <ul className="pc-lines" aria-hidden="true" data-skeleton>
      {[0, 1, 2].map((index) => (
        <li key={index} className="pc-line">
          <span className="pc-line__icon pc-skeleton" />
          <span className="pc-line__what">
            <span className="pc-skeleton pc-skeleton--line" />
            <span className="pc-skeleton pc-skeleton--short" />
          </span>
        </li>
      ))}
    </ul>
  );
}
