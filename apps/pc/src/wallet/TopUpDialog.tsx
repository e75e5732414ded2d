import type { Currency, UserBalance } from '@storefront/api-client/contract';
import { currencyName } from '@storefront/ui-shared';
import { type TopUpForm, useTopUp } from '@storefront/ui-shared/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useId } from 'react';
import { useAppServices } from '../app/services';
import { useText } from '../app/text';
import { useActiveCurrency } from '../data/catalog-scope';
import { useFrameData } from '../data/frame';

export interface TopUpDialogProps {
  balances: readonly UserBalance[];
  /** The page to come back to from the payment provider. */
  returnUrl: string;
  onClose(): void;
}

/** The "Top up balance" dialog: currency, one-tap amounts or a free one, then the provider. */
export default function TopUpDialog({ balances, returnUrl, onClose }: TopUpDialogProps) {
  const { api } = useAppServices();
  const { locale } = useText();
  const currencies = useFrameData()?.currencies ?? [];
  const active = useActiveCurrency();
  const form = useTopUp({
    api,
    locale,
    currencies,
    initialCurrencyId: active?.id,
    balances,
    returnUrl,
  });
  const { text } = form;

  return (
    <Modal
      open
      title={text('topUp.title')}
      onCancel={onClose}
      width={520}
      destroyOnHidden
      className="pc-top-up"
      footer={[
        <Button key="cancel" onClick={onClose} disabled={form.busy}>
          {text('topUp.cancel')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          htmlType="submit"
          form="pc-top-up-form"
          loading={form.busy}
          data-testid="top-up-submit"
        >
          {form.submitLabel}
        </Button>,
      ]}
    >
      <form id="pc-top-up-form" className="pc-top-up__form" onSubmit={form.submit} noValidate>
        <p className="pc-top-up__intro">{text('topUp.intro')}</p>
        <TopUpFields form={form} />
        {form.error && <Alert type="error" showIcon message={form.error} />}
      </form>
    </Modal>
  );
}

/** The currency, its one-tap amounts and the free amount with its limits or problem. */
function TopUpFields({ form }: { form: TopUpForm<Currency> }) {
  const { locale } = useText();
  const { text } = form;
  const amountId = useId();
  const helpId = useId();
  return (
    <>
      <div className="pc-top-up__field">
        <span className="pc-top-up__label">{text('topUp.currency')}</span>
        <Select<number>
          aria-label={text('topUp.currency')}
          value={form.currency?.id}
          onChange={form.chooseCurrency}
          options={form.currencies.map((currency) => ({
            value: currency.id,
            label: `${currency.code} · ${currencyName(locale, currency)}`,
          }))}
          data-testid="top-up-currency"
        />
      </div>
      <fieldset className="pc-top-up__presets">
        <legend className="pc-top-up__label">{text('topUp.presets')}</legend>
        {form.presets.map((preset) => (
          <Button
            key={preset.amount}
            type={preset.selected ? 'primary' : 'default'}
            ghost={preset.selected}
            aria-pressed={preset.selected}
            onClick={() => form.choosePreset(preset.amount)}
            data-testid="top-up-preset"
          >
            {preset.label}
          </Button>
        ))}
      </fieldset>
      <div className="pc-top-up__field">
        <label className="pc-top-up__label" htmlFor={amountId}>
          {text('topUp.amount')}
        </label>
        <Input
          id={amountId}
          inputMode="decimal"
          autoComplete="off"
          prefix={form.currency?.symbol}
          value={form.amountText}
          onChange={(event) => form.setAmountText(event.target.value)}
          status={form.problem ? 'error' : undefined}
          aria-invalid={form.problem ? true : undefined}
          aria-describedby={helpId}
          data-testid="top-up-amount"
        />
        <p id={helpId} className="pc-top-up__help" role={form.problem ? 'alert' : undefined}>
          {form.problem ?? form.limitsText}
        </p>
      </div>
    </>
  );
}
