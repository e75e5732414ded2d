import type { ApiClient } from '@storefront/api-client';
import type { Order } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import type { QueryClient } from '@tanstack/react-query';
import type { AttemptStore } from '../checkout/payment-attempt';
import { orderPath } from '../routes';
import { type ContactEmailField, useContactEmailField } from './contact-email';
import { type PayOrderState, usePayOrder } from './payment';
import { type PaymentChoices, usePaymentChoices } from './payment-choices';

export interface PaymentStepOptions {
  api: Pick<ApiClient, 'orderDeal' | 'legacy'>;
  queryClient: QueryClient;
  order: Order;
  isLogin: boolean;
  locale: Locale;
  /** Given by tests; the browser's navigation and session storage otherwise. */
  redirect?: (url: string) => void;
  attempts?: AttemptStore;
}

export interface PaymentStep {
  payment: PayOrderState;
  choices: PaymentChoices;
  contact: ContactEmailField;
  /** A payment is running or the provider's page is opening: the step's fields wait. */
  busy: boolean;
  /** Pays with the selected choice and the receipt address, unless that address is bad. */
  pay: () => void;
}

/**
 * The order page's payment step, kit-free: the choices with their totals, the receipt address,
 * and one pay call that comes back to this order's page from the provider.
 */
export function usePaymentStep({
  api,
  queryClient,
  order,
  isLogin,
  locale,
  redirect,
  attempts,
}: PaymentStepOptions): PaymentStep {
  const payment = usePayOrder({
    api,
    queryClient,
    orderNo: order.orderNo,
    returnUrl: orderPath(order.orderNo),
    redirect,
    attempts,
  });
  const choices = usePaymentChoices(api, order, isLogin, locale);
  const contact = useContactEmailField(order);
  const pay = () => {
    const contactEmail = contact.take();
    if (contactEmail !== false && choices.choice) payment.pay({ ...choices.choice, contactEmail });
  };
  return { payment, choices, contact, busy: payment.phase !== 'idle', pay };
}
