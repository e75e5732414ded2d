import type { Currency, UserBalance } from '@storefront/api-client/contract';
import { currencyActiveAtom, currencyListAtom } from '@storefront/state';
import { currencyName, type Locale } from '@storefront/ui-shared';
import { type TopUpForm, useTopUp } from '@storefront/ui-shared/react';
import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useState } from 'react';
import { Popup } from 'react-vant/es/popup/index.js';
import 'react-vant/es/popup/style/index.css';
import { useAppServices } from '../app/services';

export interface TopUpSheetProps {
  open: boolean;
  onClose: () => void;
  locale: Locale;
  balances: readonly UserBalance[];
  /** The page to come back to from the payment provider. */
  returnUrl: string;
}

/** The top-up bottom sheet: currency, one-tap amounts or a free one, then the provider's page. */
export default function TopUpSheet({
  open,
  onClose: close,
  locale,
  balances,
  returnUrl,
}: TopUpSheetProps) {
  const { api } = useAppServices();
  const currencies = useAtomValue(currencyListAtom);
  const active = useAtomValue(currencyActiveAtom);
  const form = useTopUp({
    api,
    locale,
    currencies,
    initialCurrencyId: active?.id,
    balances,
    returnUrl,
  });
  const { text } = form;
  const titleId = useId();
  // Mounted closed, then opened: the first opening animates like the others.
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(open), [open]);

  return (
    <Popup
      visible={visible}
      position="bottom"
      round
      safeAreaInsetBottom
      onClose={close}
      className="top-up-sheet"
    >
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="top-up-form"
        onSubmit={form.submit}
        noValidate
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <h2 id={titleId} className="top-up-form__title">
          {text('topUp.title')}
        </h2>
        <p className="top-up-form__intro">{text('topUp.intro')}</p>
        <TopUpFields form={form} locale={locale} />
        {form.error && (
          <p className="top-up-form__error" role="alert">
            {form.error}
          </p>
        )}
        <button
          type="submit"
          className="top-up-form__submit"
          disabled={form.busy}
          aria-busy={form.busy}
          data-testid="top-up-submit"
        >
          {form.submitLabel}
        </button>
        <button type="button" className="top-up-form__cancel" onClick={close} disabled={form.busy}>
          {text('topUp.cancel')}
        </button>
      </form>
    </Popup>
  );
}

/** The currency, its one-tap amounts and the free amount with its limits or problem. */
function TopUpFields({ form, locale }: { form: TopUpForm<Currency>; locale: Locale }) {
  const { text } = form;
  const ids = { currency: useId(), amount: useId(), help: useId() };
  return (
    <>
      <label className="top-up-form__label" htmlFor={ids.currency}>
        {text('topUp.currency')}
      </label>
      <select
        id={ids.currency}
        className="top-up-form__select"
        value={form.currency?.id ?? ''}
        onChange={(event) => form.chooseCurrency(Number(event.target.value))}
        data-testid="top-up-currency"
      >
        {form.currencies.map((currency) => (
          <option key={currency.id} value={currency.id}>
            {currency.code} · {currencyName(locale, currency)}
          </option>
        ))}
      </select>
      <fieldset className="top-up-form__presets">
        <legend className="top-up-form__label">{text('topUp.presets')}</legend>
        {form.presets.map((preset) => (
          <button
            key={preset.amount}
            type="button"
            className="top-up-form__preset"
            aria-pressed={preset.selected}
            onClick={() => form.choosePreset(preset.amount)}
            data-testid="top-up-preset"
          >
            {preset.label}
          </button>
        ))}
      </fieldset>
      <label className="top-up-form__label" htmlFor={ids.amount}>
        {text('topUp.amount')}
      </label>
      <div className="top-up-form__amount" data-invalid={form.problem ? true : undefined}>
        {form.currency && <span aria-hidden="true">{form.currency.symbol}</span>}
        <input
          id={ids.amount}
          inputMode="decimal"
          autoComplete="off"
          value={form.amountText}
          onChange={(event) => form.setAmountText(event.target.value)}
          aria-invalid={form.problem ? true : undefined}
          aria-describedby={ids.help}
          data-testid="top-up-amount"
        />
      </div>
      <p
        id={ids.help}
        className="top-up-form__help"
        role={form.problem ? 'alert' : undefined}
        data-problem={form.problem ? true : undefined}
      >
        {form.problem ?? form.limitsText}
      </p>
    </>
  );
}
