import type { Money, Order } from '@storefront/api-client/contract';
import { formatMoney, orderPath, priceWithSaving } from '@storefront/ui-shared';
import {
  type PaymentChoices,
  useContactEmailField,
  usePaymentChoices,
  usePayOrder,
} from '@storefront/ui-shared/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useAppServices } from '../app/services';
import { useIsLogin } from '../app/session';
import { useText } from '../app/text';
import { channelOfValue, channelRadios, channelValue } from '../common/ChannelRadios';
import { CancelOrderButton } from './CancelOrderButton';
import { PayProgress } from './PayProgress';
import { PromoCodeInput } from './PromoCodeInput';

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
 * How to pay an unpaid order: a balance that covers it (logged in) or one of the provider's
 * channels, each with its final price, then one Pay button with that total. The pay call may take
 * 90 s: a progress bar shows meanwhile, and a reload picks the same attempt up again. A refusal
 * shows here, above the button.
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
  const choices = usePaymentChoices(api, order, isLogin, locale);
  const busy = payment.phase !== 'idle';
  const contact = useContactEmailField(order);

  const pay = () => {
    const contactEmail = contact.take();
    if (contactEmail === false || !choices.choice) return;
    payment.pay({ ...choices.choice, contactEmail });
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
      <PayChoiceGroup choices={choices} disabled={busy} />
      {!isLogin && <p className="pc-pay__guest">{tr('checkout.logInForBalance')}</p>}
      {payment.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={payment.error.message}
          className="pc-pay__error"
          data-pay-error
        />
      )}
      <div className="pc-order__actions">
        <Button
          type="primary"
          size="large"
          className="pc-pay__button"
          data-pay
          loading={busy}
          disabled={!choices.choice}
          onClick={pay}
        >
          {tr('checkout.pay', { amount: formatMoney(choices.total, locale) })}
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

/** The balances that can pay (by currency id), then the provider's channels. */
function PayChoiceGroup({ choices, disabled }: { choices: PaymentChoices; disabled: boolean }) {
  const { locale, tr } = useText();
  const { selected } = choices;
  const value =
    selected?.kind === 'balance'
      ? selected.currencyId
      : selected
        ? channelValue(selected.id)
        : null;
  return (
    <Radio.Group
      className="pc-pay__choices"
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const channel = channelOfValue(event.target.value);
        choices.pick(
          channel === null
            ? { kind: 'balance', currencyId: Number(event.target.value) }
            : { kind: 'channel', id: channel },
        );
      }}
      aria-label={tr('checkout.payTitle')}
    >
      {choices.loading && (
        <span className="pc-skeleton pc-skeleton--line pc-pay__loading" aria-hidden="true" />
      )}
      {choices.balances.map((price) => (
        <Radio key={price.currencyId} value={price.currencyId} className="pc-pay__choice">
          <span className="pc-pay__option" data-currency={price.currencyCode} data-covered>
            <span className="pc-pay__name">
              {tr('checkout.balanceIn', { currency: price.currencyCode })}
            </span>
            <PriceWithSaving price={price} />
            <span className="pc-pay__balance">
              {price.balance &&
                tr('checkout.yourBalance', { amount: formatMoney(price.balance, locale) })}
            </span>
          </span>
        </Radio>
      ))}
      {channelRadios(choices.channels)}
    </Radio.Group>
  );
}
