import type { Order } from '@storefront/api-client/contract';
import { useTrackOrder } from '@storefront/ui-shared/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useAppServices } from '../app/services';
import { useText } from '../app/text';
import { OrderItems, OrderSums } from '../order/OrderItems';
import { useOrderNoParam } from '../order/OrderScreen';
import { OrderStatusTag, OrderTimeline } from '../order/OrderStatus';
import '../product/product.css';
import '../order/order.css';

/** `/track`: anyone finds an order with its number and the email given at checkout. */
export function TrackScreen() {
  const { api } = useAppServices();
  const { locale, tr } = useText();
  const { form, setField, problems, submit, found, looked, notFound } = useTrackOrder(
    api,
    locale,
    useOrderNoParam(),
  );

  return (
    <section className="pc-page pc-track" data-page="track">
      <h1 className="pc-page__title">{tr('track.title')}</h1>
      <p>{tr('track.intro')}</p>
      <form className="pc-track__form" onSubmit={submit} noValidate>
        <div className="pc-track__field">
          <label htmlFor="track-order-no">{tr('track.orderNo')}</label>
          <Input
            id="track-order-no"
            name="orderNo"
            value={form.orderNo}
            placeholder="SF20261121-7KQ2M9"
            status={problems.orderNo ? 'error' : undefined}
            onChange={(event) => setField('orderNo', event.target.value)}
          />
          {problems.orderNo && <span className="pc-track__error">{tr(problems.orderNo)}</span>}
        </div>
        <div className="pc-track__field">
          <label htmlFor="track-email">{tr('track.email')}</label>
          <Input
            id="track-email"
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            status={problems.email ? 'error' : undefined}
            onChange={(event) => setField('email', event.target.value)}
          />
          {problems.email && <span className="pc-track__error">{tr(problems.email)}</span>}
        </div>
        <Button type="primary" htmlType="submit" loading={found.isFetching}>
          {tr('track.submit')}
        </Button>
      </form>
      {looked && found.isError && (
        <Alert
          type={notFound ? 'warning' : 'error'}
          showIcon
          role="alert"
          message={notFound ? tr('track.notFound') : found.error.message}
        />
      )}
      {looked && found.data && <TrackedOrder order={found.data} />}
    </section>
  );
}

function TrackedOrder({ order }: { order: Order }) {
  return (
    <article className="pc-track__order" data-testid="tracked-order" aria-label={order.orderNo}>
      <h2 className="pc-lines__heading">
        {order.orderNo} <OrderStatusTag status={order.status} />
      </h2>
      <OrderItems order={order} />
      <OrderSums order={order} />
      <OrderTimeline order={order} />
    </article>
  );
}
