import type { Order } from '@storefront/api-client/contract';
import { formatMoney, gamePath, orderSumRows, sumRowAmount } from '@storefront/ui-shared';
import Typography from 'antd/es/typography';
import { useText } from '../app/text';
import { AccountSummary, ITEM_ICON_SIZE } from '../product/OrderLines';

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
            {item.nickname && (
              <span className="pc-line__nickname" data-nickname>
                {tr('product.nickname', { nickname: item.nickname })}
              </span>
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

/** Subtotal, discounts, the channel's fee and total of an order (`orderSumRows`: the receipt's rows too). */
export function OrderSums({ order }: { order: Order }) {
  const { locale, tr } = useText();
  return (
    <dl className="pc-order__sums">
      {orderSumRows(order).map((row) => (
        <div
          key={row.kind}
          className={row.kind === 'total' ? 'pc-order__total' : undefined}
          data-sum={row.kind}
        >
          <dt>{tr(row.label, row.params)}</dt>
          <dd
            data-total={row.kind === 'total' || undefined}
            data-channel={row.kind === 'channel' ? order.channel?.id : undefined}
          >
            {sumRowAmount(row, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
