import type { Order } from '@storefront/api-client/contract';
import { usePromoCodeField } from '@storefront/ui-shared/react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { useAppServices } from '../app/services';
import { useText } from '../app/text';

/** "Promo code" on the payment step: Apply re-prices the order; a refusal shows beside the field. */
export function PromoCodeInput({ order, disabled }: { order: Order; disabled: boolean }) {
  const { api, queryClient } = useAppServices();
  const { tr } = useText();
  const field = usePromoCodeField({ api, queryClient, order });
  const problem = field.problem ? tr(field.problem) : field.refusal;
  if (field.applied) {
    return (
      <div className="pc-pay__promo" data-promo-applied={field.applied.code}>
        <span>{tr('promo.label')}</span>
        <span className="pc-pay__promo-row">
          <Tag color="green">{tr('promo.applied', { code: field.applied.code })}</Tag>
          <Button size="small" onClick={field.remove} loading={field.busy} disabled={disabled}>
            {tr('promo.remove')}
          </Button>
        </span>
        {field.refusal && (
          <span className="pc-pay__promo-error" role="alert" data-promo-error>
            {field.refusal}
          </span>
        )}
      </div>
    );
  }
  return (
    <div className="pc-pay__promo">
      <label htmlFor="pc-pay-promo">{tr('promo.label')}</label>
      <span className="pc-pay__promo-row">
        <Input
          id="pc-pay-promo"
          name="promoCode"
          autoComplete="off"
          value={field.value}
          placeholder={tr('promo.placeholder')}
          disabled={disabled}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'pc-pay-promo-error' : undefined}
          onChange={(event) => field.setValue(event.target.value)}
          onPressEnter={field.apply}
          data-promo-input
        />
        <Button onClick={field.apply} loading={field.busy} disabled={disabled} data-promo-apply>
          {tr('promo.apply')}
        </Button>
      </span>
      {problem && (
        <span className="pc-pay__promo-error" id="pc-pay-promo-error" role="alert" data-promo-error>
          {problem}
        </span>
      )}
    </div>
  );
}
