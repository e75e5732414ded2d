import type { Order } from '@storefront/api-client/contract';
import { formatMoney, gamePath } from '@storefront/ui-shared';
import Typography from 'antd/es/typography';
import { AccountSummary, ITEM_ICON_SIZE } from '../product/OrderLines';
import { useText } from '../product/text';

/** An order's lines, each with the codes issued for it once the order completed. */
export function OrderItems({ order }: { order: Order }) {
  const { locale, tr } = useText();
  return (
    <ul className="pc-lines" data-order-items>
      {order.items.map((item) => (
        <li key={item.id} className="pc-line" data-order-item={item.id}>
          <img
            className="pc-line__icon"
            src={item.icon}
            alt=""
            width={ITEM_ICON_SIZE}
            height={ITEM_ICON_SIZE}
          />
          <div className="pc-line__what">
            <a
              className="pc-line__game"
              href={gamePath({ type: item.gameType, name: item.gameName })}
            >
              {item.gameTitle}
            </a>
            <span className="pc-line__pack">{item.packTitle}</span>
            {item.linkUrl ? (
              <span className="pc-line__account pc-line__url">{item.linkUrl}</span>
            ) : (
              <AccountSummary line={item} />
            )}
            {item.vouchers.length > 0 && (
              <div className="pc-vouchers" data-vouchers>
                <span className="pc-vouchers__label">{tr('checkout.vouchers')}</span>
                {item.vouchers.map((code) => (
                  <Typography.Text
                    key={code}
                    code
                    copyable={{ tooltips: [tr('checkout.copy'), tr('checkout.copied')] }}
                    className="pc-vouchers__code"
                  >
                    {code}
                  </Typography.Text>
                ))}
              </div>
            )}
          </div>
          <span className="pc-line__qty">
            {item.quantity} × {formatMoney(item.unitPrice, locale)}
          </span>
          <strong className="pc-line__subtotal" data-price>
            {formatMoney(item.subtotal, locale)}
          </strong>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, discount, the payment channel with its fee, and total of an order. */
export function OrderSums({ order }: { order: Order }) {
  const { locale, tr } = useText();
  return (
    <dl className="pc-order__sums">
      <div>
        <dt>{tr('product.order.subtotal')}</dt>
        <dd>{formatMoney(order.subtotal, locale)}</dd>
      </div>
      {order.discount.amount > 0 && (
        <div>
          <dt>{tr('product.order.discount')}</dt>
          <dd>−{formatMoney(order.discount, locale)}</dd>
        </div>
      )}
      {order.channel && (
        <div>
          <dt>{order.channel.name}</dt>
          <dd data-channel={order.channel.id}>
            {order.channel.fee.amount > 0
              ? `+${formatMoney(order.channel.fee, locale)}`
              : tr('channels.noFee')}
          </dd>
        </div>
      )}
      <div className="pc-order__total">
        <dt>{tr('product.order.total')}</dt>
        <dd data-total>{formatMoney(order.total, locale)}</dd>
      </div>
    </dl>
  );
}
