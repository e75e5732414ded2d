import type { Order } from '@storefront/api-client/contract';
import { formatMoney } from '@storefront/ui-shared';
import { type PaymentStep as Step, usePaymentStep } from '@storefront/ui-shared/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useAppServices } from '../app/services';
import { useIsLogin } from '../app/session';
import { useText } from '../app/text';
import { CancelOrderButton } from './CancelOrderButton';
import { ContactEmailInput } from './ContactEmailInput';
import { PaymentChoices } from './PaymentChoices';
import { PayProgress } from './PayProgress';
import { PromoCodeInput } from './PromoCodeInput';

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
  const step = usePaymentStep({ api, queryClient, order, isLogin, locale });

  return (
    <section className="pc-pay" aria-labelledby="pc-pay-title" data-pay-step>
      <h2 className="pc-lines__heading" id="pc-pay-title">
        {tr('checkout.payTitle')}
      </h2>
      <ContactEmailInput field={step.contact} disabled={step.busy} />
      <PromoCodeInput order={order} disabled={step.busy} />
      <PaymentChoices choices={step.choices} disabled={step.busy} />
      {!isLogin && <p className="pc-pay__guest">{tr('checkout.logInForBalance')}</p>}
      {step.payment.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={step.payment.error.message}
          className="pc-pay__error"
          data-pay-error
        />
      )}
      <PayActions step={step} orderNo={order.orderNo} />
      <PayStatus payment={step.payment} />
    </section>
  );
}

/** Pay with the chosen total, and "Cancel order" beside it. */
function PayActions({ step, orderNo }: { step: Step; orderNo: string }) {
  const { locale, tr } = useText();
  return (
    <div className="pc-order__actions">
      <Button
        type="primary"
        size="large"
        className="pc-pay__button"
        data-pay
        loading={step.busy}
        disabled={!step.choices.choice}
        onClick={step.pay}
      >
        {tr('checkout.pay', { amount: formatMoney(step.choices.total, locale) })}
      </Button>
      {/* An order being paid is not cancelled from here. */}
      <CancelOrderButton orderNo={orderNo} disabled={step.busy} />
    </div>
  );
}

/** The progress of a running pay call, then the note while the provider's page opens. */
function PayStatus({ payment }: { payment: Step['payment'] }) {
  const { tr } = useText();
  if (payment.phase === 'paying' && payment.startedAt !== null) {
    return <PayProgress startedAt={payment.startedAt} timeoutMs={payment.timeoutMs} />;
  }
  if (payment.phase !== 'redirecting') return null;
  return (
    <p className="pc-pay__status" role="status">
      {tr('checkout.redirecting')}
    </p>
  );
}
