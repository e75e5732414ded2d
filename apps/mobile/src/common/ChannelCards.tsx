import type { ChannelOption, Locale } from '@storefront/ui-shared';
import { formatMoney, t } from '@storefront/ui-shared';
import '../order/order.css';

/** What a channel card says under its name: why it cannot take the amount, its fee, the balance. */
function noteOf(option: ChannelOption, locale: Locale): string {
  const { reason } = option;
  if (reason) {
    const amount = reason.amount ? formatMoney(reason.amount, locale) : '';
    return t(locale, reason.key, { amount });
  }
  if (option.balance) {
    return t(locale, 'checkout.yourBalance', { amount: formatMoney(option.balance, locale) });
  }
  return option.fee.amount > 0
    ? t(locale, 'channels.fee', { amount: formatMoney(option.fee, locale) })
    : t(locale, 'channels.noFee');
}

/**
 * One radio card per payment channel (name, final price, fee or the reason it is disabled), for
 * the product page and the order page's payment step.
 */
export function ChannelCards({
  options,
  selectedId,
  disabled = false,
  onPick,
  locale,
}: {
  options: readonly ChannelOption[];
  selectedId: string | null;
  disabled?: boolean;
  onPick: (id: string) => void;
  locale: Locale;
}) {
  return options.map((option) => {
    const checked = option.id === selectedId;
    return (
      <label
        key={option.id}
        className={`pay-choice${checked ? ' pay-choice--selected' : ''}${option.disabled ? ' pay-choice--disabled' : ''}`}
        data-testid={`channel-${option.id}`}
      >
        <input
          type="radio"
          name="payment"
          checked={checked}
          disabled={disabled || option.disabled}
          onChange={() => onPick(option.id)}
        />
        <span className="pay-choice__body">
          <span className="pay-choice__title">{option.name}</span>
          <span
            className={
              option.reason ? 'pay-choice__cover pay-choice__cover--short' : 'pay-choice__hint'
            }
          >
            {noteOf(option, locale)}
          </span>
        </span>
        <span className="pay-choice__price">{formatMoney(option.total, locale)}</span>
      </label>
    );
  });
}
