import type { Money, Order } from '@storefront/api-client/contract';
import {
  defaultPayChoice,
  formatMoney,
  orderPath,
  type PayChoice,
  priceWithSaving,
} from '@storefront/ui-shared';
import {
  orderCurrencyPricesQuery,
  useContactEmailField,
  usePayOrder,
} from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useAppServices } from '../app/services';
import { useIsLogin } from '../app/session';
import { useText } from '../product/text';
import { CancelOrderButton } from './CancelOrderButton';
import { PayProgress } from './PayProgress';
import { PromoCodeInput } from './PromoCodeInput';

/** `provider`, or the id of the balance's currency. */
type ChoiceValue = 'provider' | number;

/** A choice's price, the price before its discount struck through (as the phone shows it). */
function PriceWithSaving({ price }: { price: { price: Money; discount: Money; total: Money } }) {
  const { locale } = useText();
  const { was, now } = priceWithSaving(price);
  return (
    <span className="pc-pay__price">
      {was && <s className="pc-pay__was">{formatMoney(was, locale)}</s>}
      {formatMoney(now, locale)}
    </span>
  );
}

/**
 * How to pay an unpaid order: a balance (logged in; each currency's price against the balance) or
 * the payment provider, then one Pay button with the total. The pay call may take 90 s: a progress
 * bar shows meanwhile, and a reload picks the same attempt up again.
 */
export function PaymentStep({ order }: { order: Order }) {
  const { api, queryClient } = useAppServices();
  const { locale, tr } = useText();
  const isLogin = useIsLogin();
  const payment = usePayOrder({
    api,
    queryClient,
    orderNo: order.orderNo,
    returnUrl: orderPath(order.orderNo),
  });
  const prices = useQuery({ ...orderCurrencyPricesQuery(api, order.orderNo), enabled: isLogin });
  const balances = isLogin ? (prices.data?.prices ?? []) : [];
  const [picked, setPicked] = useState<ChoiceValue | null>(null);
  const offered = defaultPayChoice(order, balances);
  const choice: ChoiceValue =
    picked ?? (offered.method === 'balance' ? offered.currencyId : 'provider');
  const chosenPrice = balances.find((price) => price.currencyId === choice);
  const total: Money = chosenPrice?.total ?? order.total;
  const busy = payment.phase !== 'idle';
  const contact = useContactEmailField(order);

  const pay = () => {
    const contactEmail = contact.take();
    if (contactEmail === false) return;
    const next: PayChoice =
      choice === 'provider'
        ? { method: 'provider', contactEmail }
        : { method: 'balance', currencyId: choice, contactEmail };
    payment.pay(next);
  };

  return (
    <section className="pc-pay" aria-labelledby="pc-pay-title" data-pay-step>
      <h2 className="pc-lines__heading" id="pc-pay-title">
        {tr('checkout.payTitle')}
      </h2>
      <div className="pc-pay__contact">
        <label htmlFor="pc-pay-contact">{tr('contact.email')}</label>
        <Input
          id="pc-pay-contact"
          name="contactEmail"
          type="email"
          autoComplete="email"
          value={contact.value}
          disabled={busy}
          status={contact.problem ? 'error' : undefined}
          aria-describedby="pc-pay-contact-hint"
          onChange={(event) => contact.setValue(event.target.value)}
        />
        <span className="pc-pay__contact-hint" id="pc-pay-contact-hint">
          {contact.problem ? tr(contact.problem) : tr('contact.emailHint')}
        </span>
      </div>
      <PromoCodeInput order={order} disabled={busy} />
      <Radio.Group
        className="pc-pay__choices"
        value={choice}
        disabled={busy}
        onChange={(event) => setPicked(event.target.value as ChoiceValue)}
        aria-label={tr('checkout.payTitle')}
      >
        {isLogin && prices.isPending && (
          <span className="pc-skeleton pc-skeleton--line pc-pay__loading" aria-hidden="true" />
        )}
        {balances.map((price) => (
          <Radio key={price.currencyId} value={price.currencyId} className="pc-pay__choice">
            <span
              className="pc-pay__option"
              data-currency={price.currencyCode}
              data-covered={price.covered || undefined}
            >
              <span className="pc-pay__name">
                {tr('checkout.balanceIn', { currency: price.currencyCode })}
              </span>
              <PriceWithSaving price={price} />
              <span className="pc-pay__balance">
                {price.balance &&
                  tr('checkout.yourBalance', { amount: formatMoney(price.balance, locale) })}
              </span>
              <Tag color={price.covered ? 'green' : 'default'}>
                {tr(price.covered ? 'checkout.covered' : 'checkout.notCovered')}
              </Tag>
            </span>
          </Radio>
        ))}
        <Radio value="provider" className="pc-pay__choice">
          <span className="pc-pay__option" data-provider>
            <span className="pc-pay__name">{tr('checkout.provider')}</span>
            <span className="pc-pay__price">{formatMoney(order.total, locale)}</span>
            <span className="pc-pay__balance">{tr('checkout.providerHint')}</span>
          </span>
        </Radio>
      </Radio.Group>
      {!isLogin && <p className="pc-pay__guest">{tr('checkout.logInForBalance')}</p>}
      {payment.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={payment.error.message}
          className="pc-pay__error"
        />
      )}
      <div className="pc-order__actions">
        <Button
          type="primary"
          size="large"
          className="pc-pay__button"
          data-pay
          loading={busy}
          onClick={pay}
        >
          {tr('checkout.pay', { amount: formatMoney(total, locale) })}
        </Button>
        {/* An order being paid is not cancelled from here. */}
        <CancelOrderButton orderNo={order.orderNo} disabled={busy} />
      </div>
      {payment.phase === 'paying' && payment.startedAt !== null && (
        <PayProgress startedAt={payment.startedAt} timeoutMs={payment.timeoutMs} />
      )}
      {payment.phase === 'redirecting' && (
        <p className="pc-pay__status" role="status">
          {tr('checkout.redirecting')}
        </p>
      )}
    </section>
  );
}
