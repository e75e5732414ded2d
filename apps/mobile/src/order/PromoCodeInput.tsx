import type { Order } from '@storefront/api-client/contract';
import { type Locale, t } from '@storefront/ui-shared';
import { usePromoCodeField } from '@storefront/ui-shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { Field } from 'react-vant/es/field/index.js';
import 'react-vant/es/field/style/index.css';
import { useAppServices } from '../app/services';

/** "Promo code" on the payment step: Apply re-prices the order; a refusal shows under the field. */
export function PromoCodeInput({
  order,
  disabled,
  locale,
}: {
  order: Order;
  disabled: boolean;
  locale: Locale;
}) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const field = usePromoCodeField({ api, queryClient, order });
  const problem = field.problem ? t(locale, field.problem) : field.refusal;
  const applied = field.applied;
  const action = applied ? (
    <Button size="small" loading={field.busy} disabled={disabled} onClick={field.remove}>
      {t(locale, 'promo.remove')}
    </Button>
  ) : (
    <Button
      size="small"
      type="primary"
      loading={field.busy}
      disabled={disabled}
      onClick={field.apply}
      data-testid="promo-apply"
    >
      {t(locale, 'promo.apply')}
    </Button>
  );
  return (
    <div className="promo-code" data-testid="promo-code" data-applied={applied?.code}>
      <Field
        label={t(locale, 'promo.label')}
        name="promoCode"
        value={applied ? applied.code : field.value}
        readOnly={Boolean(applied)}
        placeholder={t(locale, 'promo.placeholder')}
        disabled={disabled}
        error={Boolean(problem)}
        errorMessage={problem ? <span role="alert">{problem}</span> : undefined}
        onChange={field.setValue}
        suffix={action}
      />
    </div>
  );
}
