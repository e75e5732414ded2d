import { type Locale, t } from '@storefront/ui-shared';
import { cancelOrderMutation } from '@storefront/ui-shared/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppServices } from '../app/services';
import { confirmAction } from '../common/confirm';

/** Cancelling an unpaid order once the customer confirms it; `pending` while the call runs. */
export function useCancelOrder(orderNo: string, locale: Locale) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const cancel = useMutation(cancelOrderMutation(api, queryClient));

  async function confirmCancel() {
    const confirmed = await confirmAction({
      title: t(locale, 'checkout.cancelOrder'),
      message: t(locale, 'checkout.cancelConfirm'),
      confirmText: t(locale, 'checkout.cancelOrder'),
      cancelText: t(locale, 'checkout.keepOrder'),
    });
    if (confirmed) cancel.mutate(orderNo);
  }

  return { pending: cancel.isPending, confirmCancel };
}
