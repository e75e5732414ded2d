import { CART_PATH, formatMoney } from '@storefront/ui-shared';
import type { PurchaseOrder } from '@storefront/ui-shared/react';
import Button from 'antd/es/button';
import { useText } from '../app/text';
import { CheckCircleIcon } from './icons';

export interface BuyBoxProps {
  /** What is being bought, line by line ("257 Diamonds × 2"). */
  summary: { label: string; value: string }[];
  /** The total, the hint above the buttons, their states and actions. */
  order: PurchaseOrder;
}

/** The last step: the total, "Buy now" and "Add to cart", sticky beside the steps. */
export function BuyBox({ summary, order }: BuyBoxProps) {
  const { total, hint, buying, adding, added } = order;
  const { locale, tr } = useText();
  return (
    <aside className="pc-buy" aria-label={tr('product.step.buy')}>
      {summary.length > 0 && (
        <dl className="pc-buy__summary">
          {summary.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="pc-buy__total">
        <span>{tr('product.total')}</span>
        <strong data-total>{total ? formatMoney(total, locale) : '—'}</strong>
      </p>
      {hint && <p className="pc-buy__hint">{hint}</p>}
      <Button
        type="primary"
        size="large"
        block
        className="pc-buy__now"
        loading={buying}
        disabled={adding}
        onClick={order.buy}
      >
        {tr('product.buyNow')}
      </Button>
      <Button size="large" block loading={adding} disabled={buying} onClick={order.addToCart}>
        {tr('product.addToCart')}
      </Button>
      {added && (
        <div className="pc-buy__added" role="status">
          <CheckCircleIcon />
          <span>{tr('product.addedToCart')}</span>
          <a href={CART_PATH}>{tr('product.goToCart')}</a>
        </div>
      )}
    </aside>
  );
}
