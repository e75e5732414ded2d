import { DeleteO } from '@react-vant/icons';
import type { CartItem } from '@storefront/api-client/contract';
import { accountEntries, formatMoney, isSelectable, type Locale, t } from '@storefront/ui-shared';
import {
  type CartOwner,
  type CatalogScope,
  removeCartItemsMutation,
  setCartQuantityMutation,
} from '@storefront/ui-shared/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Stepper } from 'react-vant/es/stepper/index.js';
import 'react-vant/es/stepper/style/index.css';
import { SwipeCell } from 'react-vant/es/swipe-cell/index.js';
import 'react-vant/es/swipe-cell/style/index.css';
import { useAppServices } from '../app/services';
import { confirmAction } from '../common/confirm';

/** What the API takes for one line (`CartAddRequest`). */
const MAX_QUANTITY = 99;

export interface CartLineProps {
  item: CartItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  scope: CatalogScope;
  owner: CartOwner;
}

/**
 * One pack in the cart: tick it for checkout, change the quantity, remove it (swipe left or the
 * bin button, then confirm). Both changes show at once and roll back if the server refuses.
 */
export function CartLine({ item, selected, onSelect, scope, owner }: CartLineProps) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const { locale } = scope;
  const remove = useMutation(removeCartItemsMutation(api, queryClient));

  async function confirmRemove() {
    const confirmed = await confirmAction({
      title: t(locale, 'cart.removeConfirm', { count: 1 }),
      message: `${item.gameTitle} · ${item.packTitle}`,
      confirmText: t(locale, 'cart.remove'),
      cancelText: t(locale, 'checkout.keepOrder'),
    });
    if (confirmed) remove.mutate({ ids: [item.id], owner });
  }

  return (
    <li className="cart-line" data-testid="line-item">
      <SwipeCell
        rightAction={
          <button
            type="button"
            className="cart-line__swipe-remove"
            onClick={confirmRemove}
            tabIndex={-1}
          >
            {t(locale, 'cart.remove')}
          </button>
        }
      >
        <div className={`line-item${item.available ? '' : ' line-item--unavailable'}`}>
          <label className="cart-line__check">
            <input
              type="checkbox"
              className="check"
              checked={selected}
              disabled={!isSelectable(item)}
              onChange={(event) => onSelect(event.target.checked)}
              aria-label={t(locale, 'cart.select', { item: `${item.gameTitle} ${item.packTitle}` })}
              data-testid="select-item"
            />
          </label>
          <img
            className="line-item__icon"
            src={item.icon}
            alt=""
            width={56}
            height={56}
            loading="lazy"
          />
          <div className="line-item__body">
            <LineDetails item={item} locale={locale} />
            <QuantityRow
              item={item}
              scope={scope}
              owner={owner}
              removing={remove.isPending}
              onRemove={confirmRemove}
            />
          </div>
        </div>
      </SwipeCell>
    </li>
  );
}

/** The game, the pack, the account it goes to, whether it can be bought, and its subtotal. */
function LineDetails({ item, locale }: { item: CartItem; locale: Locale }) {
  return (
    <>
      <span className="line-item__game">{item.gameTitle}</span>
      <span className="line-item__pack">{item.packTitle}</span>
      <dl className="cart-line__account">
        {accountEntries(item).map(({ key, label, value }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!item.available && (
        <span className="line-item__warning">{t(locale, 'product.cart.unavailable')}</span>
      )}
      <span className="line-item__subtotal" data-testid="line-subtotal">
        {formatMoney(item.subtotal, locale)}
      </span>
    </>
  );
}

interface QuantityRowProps {
  item: CartItem;
  scope: CatalogScope;
  owner: CartOwner;
  removing: boolean;
  onRemove: () => void;
}

/** The quantity stepper (changed at once, rolled back if refused) and the bin button. */
function QuantityRow({ item, scope, owner, removing, onRemove }: QuantityRowProps) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const { locale } = scope;
  const setQuantity = useMutation(setCartQuantityMutation(api, queryClient));
  const row = useRef<HTMLDivElement>(null);

  // react-vant names the stepper's buttons "minus" and "add" in English and its input not at all.
  useEffect(() => {
    const name = (selector: string, attribute: string, value: string) =>
      row.current?.querySelector(selector)?.setAttribute(attribute, value);
    name('.rv-stepper__minus', 'aria-label', t(locale, 'product.decrease'));
    name('.rv-stepper__plus', 'aria-label', t(locale, 'product.increase'));
    name(
      '.rv-stepper__input',
      'aria-label',
      t(locale, 'cart.quantityOf', { item: item.packTitle }),
    );
  }, [locale, item.packTitle]);

  return (
    <div className="cart-line__row" ref={row}>
      <Stepper
        value={item.quantity}
        min={1}
        max={MAX_QUANTITY}
        integer
        buttonSize={44}
        inputWidth={44}
        disabled={setQuantity.isPending}
        onChange={(next) => {
          if (next && next !== item.quantity) {
            setQuantity.mutate({
              id: item.id,
              quantity: next,
              currencyId: scope.currencyId,
              owner,
            });
          }
        }}
      />
      <button
        type="button"
        className="cart-line__remove"
        aria-label={`${t(locale, 'cart.remove')}: ${item.packTitle}`}
        disabled={removing}
        onClick={onRemove}
        data-testid="remove-item"
      >
        <DeleteO aria-hidden />
      </button>
    </div>
  );
}
