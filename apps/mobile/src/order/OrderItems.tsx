import type { Order } from '@storefront/api-client/contract';
import { accountText, type Locale, t } from '@storefront/ui-shared';
import { LineItem } from '../product/LineItem';
import { VoucherCodes } from './VoucherCodes';

/** The order's lines: game, pack, whose account (secrets masked) or the link, and the codes issued. */
export function OrderItems({ order, locale }: { order: Order; locale: Locale }) {
  return (
    <ul className="line-list" aria-label={t(locale, 'product.order.items')}>
      {order.items.map((item) => (
        <LineItem
          key={item.id}
          icon={item.kind === 'link' ? null : item.icon}
          gameTitle={item.gameTitle}
          packTitle={item.packTitle}
          details={item.linkUrl ?? accountText(item)}
          nickname={item.nickname}
          quantity={item.quantity}
          unitPrice={item.unitPrice}
          subtotal={item.subtotal}
          locale={locale}
        >
          {item.vouchers.length > 0 && <VoucherCodes codes={item.vouchers} locale={locale} />}
        </LineItem>
      ))}
    </ul>
  );
}
