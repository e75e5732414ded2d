import type { CartItem } from '@storefront/api-client/contract';
import { formatMoney, gamePath, isSelectable, MAX_LINE_QUANTITY } from '@storefront/ui-shared';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import InputNumber from 'antd/es/input-number';
import Popconfirm from 'antd/es/popconfirm';
import { useEffect, useState } from 'react';
import { useText } from '../app/text';
import { AccountSummary, ITEM_ICON_SIZE } from '../product/OrderLines';

interface CartLineProps {
  item: CartItem;
  selected: boolean;
  onSelect(selected: boolean): void;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

/** One pack in the cart: tick box, what it is and for which account, quantity, price, remove. */
export function CartLine({ item, selected, onSelect, onQuantity, onRemove }: CartLineProps) {
  const { locale, tr } = useText();
  const title = `${item.gameTitle} · ${item.packTitle}`;
  return (
    <li
      className="pc-line pc-cart-line"
      data-cart-item={item.id}
      data-kind={item.kind}
      data-unavailable={!item.available || undefined}
    >
      <Checkbox
        checked={selected}
        disabled={!isSelectable(item)}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={tr('cart.select', { item: title })}
      />
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
        <span className="pc-line__pack">
          {item.packTitle}
          {item.kind === 'razer' && <span className="pc-razer-tag">Razer Gold</span>}
        </span>
        <AccountSummary line={item} />
        {!item.available && (
          <span className="pc-line__warning">{tr('product.cart.unavailable')}</span>
        )}
        {item.kind === 'razer' && <span className="pc-line__note">{tr('cart.razerApart')}</span>}
      </div>
      <div className="pc-cart-line__qty">
        <LineQuantity
          value={item.quantity}
          label={tr('cart.quantityOf', { item: title })}
          onCommit={onQuantity}
        />
        <span className="pc-line__qty">
          {tr('cart.each', { price: formatMoney(item.unitPrice, locale) })}
        </span>
      </div>
      <strong className="pc-line__subtotal" data-price>
        {formatMoney(item.subtotal, locale)}
      </strong>
      <Popconfirm
        title={tr('cart.removeConfirm', { count: 1 })}
        okText={tr('cart.remove')}
        cancelText={tr('cart.keep')}
        okButtonProps={{ danger: true }}
        onConfirm={onRemove}
      >
        <Button type="link" danger aria-label={tr('cart.removeLine', { item: title })}>
          {tr('cart.remove')}
        </Button>
      </Popconfirm>
    </li>
  );
}

/**
 * The quantity stepper: a step applies at once; typed digits apply on Enter or when the field is
 * left, so each keystroke does not update the cart.
 */
function LineQuantity({
  value,
  label,
  onCommit,
}: {
  value: number;
  label: string;
  onCommit(quantity: number): void;
}) {
  const [draft, setDraft] = useState<number | null>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = (next: number | null) => {
    if (next === null || next === value) {
      setDraft(value);
      return;
    }
    onCommit(next);
  };
  return (
    <InputNumber
      className="pc-cart-line__stepper"
      aria-label={label}
      min={1}
      max={MAX_LINE_QUANTITY}
      precision={0}
      value={draft}
      onChange={setDraft}
      onStep={(next) => commit(next)}
      onPressEnter={() => commit(draft)}
      onBlur={() => commit(draft)}
    />
  );
}
