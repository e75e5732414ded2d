import type { Order } from '@storefront/api-client/contract';
import { type Locale, t } from '@storefront/ui-shared';
import { useLocale, useTrackOrder } from '@storefront/ui-shared/react';
import type { InputHTMLAttributes } from 'react';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { useAppServices } from '../app/services';
import { OrderItems } from '../order/OrderItems';
import { OrderTotals } from '../order/OrderTotals';
import { OrderTimeline } from './OrderTimeline';
import '../product/product.css';
import '../order/order.css';
import './orders.css';

/** `/track`: anyone finds an order with its number and the email given at checkout. */
export function TrackScreen({ orderNo }: { orderNo: string }) {
  const locale = useLocale();
  const { api } = useAppServices();
  const { form, setField, problems, submit, found, looked, notFound } = useTrackOrder(
    api,
    locale,
    orderNo,
  );

  return (
    <section className="track" data-testid="track">
      <p className="track__intro">{t(locale, 'track.intro')}</p>
      <form className="track__form" onSubmit={submit} noValidate>
        <TrackField
          label={t(locale, 'track.orderNo')}
          problem={problems.orderNo && t(locale, problems.orderNo)}
          name="orderNo"
          autoCapitalize="characters"
          placeholder="SF20261121-7KQ2M9"
          value={form.orderNo}
          onChange={(event) => setField('orderNo', event.target.value)}
        />
        <TrackField
          label={t(locale, 'track.email')}
          problem={problems.email && t(locale, problems.email)}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          value={form.email}
          onChange={(event) => setField('email', event.target.value)}
        />
        <Button type="danger" round block nativeType="submit" loading={found.isFetching}>
          {t(locale, 'track.submit')}
        </Button>
      </form>
      {looked && found.isError && (
        <p className="track__notice" role="alert">
          {notFound ? t(locale, 'track.notFound') : found.error.message}
        </p>
      )}
      {looked && found.data && <TrackedOrder order={found.data} locale={locale} />}
    </section>
  );
}

function TrackedOrder({ order, locale }: { order: Order; locale: Locale }) {
  return (
    <article className="track__order" data-testid="tracked-order" aria-label={order.orderNo}>
      <h2 className="track__title">
        {order.orderNo}{' '}
        <span className={`order-status order-status--${order.status}`}>
          {t(locale, `product.order.status.${order.status}`)}
        </span>
      </h2>
      <OrderTimeline order={order} locale={locale} />
      <OrderItems order={order} locale={locale} />
      <OrderTotals order={order} locale={locale} />
    </article>
  );
}

/** A labelled input of the tracking form, with its problem under it once submitted. */
function TrackField({
  label,
  problem,
  ...input
}: { label: string; problem: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="contact-email">
      <span className="contact-email__label">{label}</span>
      <input
        className="contact-email__input"
        aria-invalid={problem ? true : undefined}
        {...input}
      />
      {problem && <span className="contact-email__hint contact-email__hint--error">{problem}</span>}
    </label>
  );
}
