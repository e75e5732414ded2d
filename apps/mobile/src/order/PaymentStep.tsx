import type { Order } from '@storefront/api-client/contract';
import { isLoginAtom } from '@storefront/state';
import { formatMoney, type Locale, t } from '@storefront/ui-shared';
import { type PaymentStep as Step, usePaymentStep } from '@storefront/ui-shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { useAppServices } from '../app/services';
import { ContactEmailInput } from './ContactEmailInput';
import { PaymentChoices } from './PaymentChoices';
import { PayProgress } from './PayProgress';
import { PromoCodeInput } from './PromoCodeInput';
import { useCancelOrder } from './use-cancel-order';

/**
 * Step "Pay": the balances that can pay (logged in) and the payment channels with their prices,
 * the Pay button with the chosen total, progress while the payment runs (up to 90 s; a reload
 * resumes it), the API's message when it is refused, and "Cancel order".
 */
export function PaymentStep({ order, locale }: { order: Order; locale: Locale }) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const isLogin = useAtomValue(isLoginAtom);
  const step = usePaymentStep({ api, queryClient, order, isLogin, locale });
  const { pending: cancelling, confirmCancel } = useCancelOrder(order.orderNo, locale);

  return (
    <>
      <section className="product-step" aria-labelledby="pay-step-title" data-testid="pay-step">
        <h3 className="product-step__title" id="pay-step-title">
          {t(locale, 'checkout.payTitle')}
        </h3>
        <ContactEmailInput field={step.contact} disabled={step.busy} locale={locale} />
        <PromoCodeInput order={order} disabled={step.busy} locale={locale} />
        <PaymentChoices choices={step.choices} disabled={step.busy} locale={locale} />
        <Button
          className="order__cancel"
          block
          round
          plain
          size="small"
          loading={cancelling}
          disabled={step.busy || cancelling}
          onClick={confirmCancel}
          data-testid="cancel-order"
        >
          {t(locale, 'checkout.cancelOrder')}
        </Button>
      </section>
      <PayBar step={step} cancelling={cancelling} locale={locale} />
    </>
  );
}

/** The bar under the step: the pay call's progress or refusal, and Pay with the chosen total. */
function PayBar({ step, cancelling, locale }: { step: Step; cancelling: boolean; locale: Locale }) {
  const { payment } = step;
  return (
    <section
      className="buy-bar pay-bar"
      aria-label={t(locale, 'checkout.payTitle')}
      data-testid="pay-bar"
    >
      {payment.phase !== 'idle' && (
        <PayProgress
          phase={payment.phase}
          startedAt={payment.startedAt}
          timeoutMs={payment.timeoutMs}
          locale={locale}
        />
      )}
      {payment.error && payment.phase === 'idle' && (
        <p className="buy-bar__notice" role="alert" data-testid="pay-error">
          {payment.error.message}
        </p>
      )}
      <Button
        type="danger"
        round
        block
        loading={step.busy}
        disabled={step.busy || cancelling || !step.choices.choice}
        onClick={step.pay}
        data-testid="pay"
      >
        <span className="pay-bar__label">
          {t(locale, 'checkout.pay', { amount: formatMoney(step.choices.total, locale) })}
        </span>
      </Button>
    </section>
  );
}
