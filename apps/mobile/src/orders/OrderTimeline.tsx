import type { Order } from '@storefront/api-client/contract';
import { formatDateTime, type Locale, t } from '@storefront/ui-shared';
import { Steps } from 'react-vant/es/steps/index.js';
import 'react-vant/es/steps/style/index.css';

/** Every status the order went through, with its time; the current one is highlighted. */
export function OrderTimeline({ order, locale }: { order: Order; locale: Locale }) {
  return (
    <section className="product-step" aria-labelledby="timeline-title" data-testid="timeline">
      <h3 className="product-step__title" id="timeline-title">
        {t(locale, 'orders.timeline')}
      </h3>
      <Steps direction="vertical" active={order.timeline.length - 1}>
        {order.timeline.map((step) => (
          <Steps.Item key={`${step.status}-${step.at}`}>
            <span className="timeline__status">
              {t(locale, `product.order.status.${step.status}`)}
            </span>
            <span className="timeline__time">{formatDateTime(step.at, locale)}</span>
          </Steps.Item>
        ))}
      </Steps>
    </section>
  );
}
