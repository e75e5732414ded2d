import { cancelOrderMutation } from '@storefront/ui-shared/react';
import { useMutation } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { useAppServices } from '../app/services';
import { useText } from '../app/text';

/** Cancels an unpaid order, after the customer confirms it. */
export function CancelOrderButton({ orderNo, disabled }: { orderNo: string; disabled?: boolean }) {
  const { api, queryClient } = useAppServices();
  const { tr } = useText();
  const cancel = useMutation(cancelOrderMutation(api, queryClient));
  return (
    <Popconfirm
      title={tr('checkout.cancelConfirm')}
      okText={tr('checkout.cancelOrder')}
      cancelText={tr('checkout.keepOrder')}
      okButtonProps={{ danger: true }}
      onConfirm={() => cancel.mutate(orderNo)}
      disabled={disabled}
    >
      <Button danger size="large" loading={cancel.isPending} disabled={disabled}>
        {tr('checkout.cancelOrder')}
      </Button>
    </Popconfirm>
  );
}
