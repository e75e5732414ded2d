import type { Order, OrderStatus } from '@storefront/api-client/contract';
import { formatDateTime, type MessageKey } from '@storefront/ui-shared';
import Steps from 'antd/es/steps';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import { useText } from '../app/text';

const STATUS_COLORS: Record<OrderStatus, string> = {
  unpaid: 'orange',
  paid: 'blue',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'default',
};

const statusKey = (status: OrderStatus) => `product.order.status.${status}` as MessageKey;

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { tr } = useText();
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {tr(statusKey(status))}
    </Tag>
  );
}

/** The way a paid order goes; `failed` takes the place of the step it stopped at. */
const PROGRESS: readonly OrderStatus[] = ['unpaid', 'paid', 'processing', 'completed'];

/** Where a paid order stands, live: paid -> processing -> completed (or failed). */
export function OrderProgress({ order }: { order: Order }) {
  const { locale, tr } = useText();
  const reached = new Map(order.timeline.map((entry) => [entry.status, entry.at]));
  const failed = order.status === 'failed';
  const lastReached = PROGRESS.reduce(
    (last, status, index) => (reached.has(status) ? index : last),
    0,
  );
  const current = failed ? lastReached + 1 : PROGRESS.indexOf(order.status);
  return (
    <Steps
      className="pc-order__progress"
      data-testid="order-progress"
      size="small"
      current={current}
      status={failed ? 'error' : order.status === 'completed' ? 'finish' : 'process'}
      items={PROGRESS.map((status, index) => {
        const at = reached.get(status);
        const shown = failed && index === current ? 'failed' : status;
        return {
          title: tr(statusKey(shown)),
          description: at ? formatDateTime(at, locale) : undefined,
        };
      })}
    />
  );
}

/** Every status the order went through, with its time. */
export function OrderTimeline({ order }: { order: Order }) {
  const { locale, tr } = useText();
  return (
    <Timeline
      className="pc-order__timeline"
      items={order.timeline.map((entry) => ({
        key: `${entry.status}-${entry.at}`,
        color: STATUS_COLORS[entry.status] === 'default' ? 'gray' : STATUS_COLORS[entry.status],
        children: (
          <span data-timeline={entry.status}>
            <strong>{tr(statusKey(entry.status))}</strong>{' '}
            <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
          </span>
        ),
      }))}
    />
  );
}
