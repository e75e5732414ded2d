import { trackPath } from '@storefront/ui-shared';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useText } from '../app/text';

/** An order this browser may not open (another browser's or account's): the way to track it. */
export function ForeignOrder({ orderNo }: { orderNo: string }) {
  const { tr } = useText();
  return (
    <div className="pc-order__foreign" data-testid="order-foreign">
      <Alert
        type="info"
        showIcon
        message={tr('product.order.foreign')}
        description={tr('product.order.foreignHint')}
      />
      <Button type="primary" href={trackPath(orderNo)} data-testid="order-foreign-track">
        {tr('product.order.trackIt')}
      </Button>
    </div>
  );
}
