import type { Money } from '@storefront/api-client/contract';
import { formatMoney } from '@storefront/ui-shared';
import Button from 'antd/es/button';
import { CheckCircleIcon } from './icons';
import { useText } from './text';

export interface BuyBoxProps {
  /** What is being bought, line by line ("257 Diamonds × 2"). */
  summary: { label: string; value: string }[];
  total: Money | null;
  /** Why the buttons cannot work yet (no pack, no quote), shown above them. */
  hint: string | null;
  buying: boolean;
  adding: boolean;
  /** The last "Add to cart" succeeded: offer the cart. */
  added: boolean;
  onBuy(): void;
  onAdd(): void;
}

/** The last step: the total, "Buy now" and "Add to cart", sticky beside the steps. */
export function BuyBox({ summary, total, hint, buying, adding, added, onBuy, onAdd }: BuyBoxProps) {
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
        onClick={onBuy}
      >
        {tr('product.buyNow')}
      </Button>
      <Button size="large" block loading={adding} disabled={buying} onClick={onAdd}>
        {tr('product.addToCart')}
      </Button>
      {added && (
        <div className="pc-buy__added" role="status">
          <CheckCircleIcon />
          <span>{tr('product.addedToCart')}</span>
          <a href="/shopCart">{tr('product.goToCart')}</a>
        </div>
      )}
    </aside>
  );
}
