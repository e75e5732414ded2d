import { formatMoney, type Locale, priceWithSaving, t } from '@storefront/ui-shared';
import type { PaymentChoices as Choices } from '@storefront/ui-shared/react';
import { ChannelCards } from '../common/ChannelCards';

export interface PaymentChoicesProps {
  choices: Choices;
  disabled: boolean;
  locale: Locale;
}

/**
 * One radio card per balance that can pay the order (its price in that currency and the balance),
 * then one per payment channel of the provider with its final price (disabled with its reason
 * when it cannot take the amount). A balance that cannot pay is not offered.
 */
export function PaymentChoices({ choices, disabled, locale }: PaymentChoicesProps) {
  const { selected } = choices;
  return (
    <div className="pay-choices" role="radiogroup" aria-label={t(locale, 'checkout.payTitle')}>
      {choices.loading && <span className="pay-choice skeleton-block" aria-hidden="true" />}
      {choices.balances.map((price) => {
        const checked = selected?.kind === 'balance' && selected.currencyId === price.currencyId;
        const { was, now } = priceWithSaving(price);
        return (
          <label
            key={price.currencyId}
            className={`pay-choice${checked ? ' pay-choice--selected' : ''}`}
            data-testid={`pay-balance-${price.currencyCode}`}
          >
            <input
              type="radio"
              name="payment"
              checked={checked}
              disabled={disabled}
              onChange={() => choices.pick({ kind: 'balance', currencyId: price.currencyId })}
            />
            <span className="pay-choice__body">
              <span className="pay-choice__title">
                {t(locale, 'checkout.balance')} {price.currencyCode}
              </span>
              {price.balance && (
                <span className="pay-choice__hint">
                  {t(locale, 'checkout.yourBalance', {
                    amount: formatMoney(price.balance, locale),
                  })}
                </span>
              )}
              <span className="pay-choice__cover pay-choice__cover--ok">
                {t(locale, 'checkout.covered')}
              </span>
            </span>
            <span className="pay-choice__price">
              {was && <s className="pay-choice__was">{formatMoney(was, locale)}</s>}
              <span>{formatMoney(now, locale)}</span>
            </span>
          </label>
        );
      })}
      <ChannelCards
        options={choices.channels}
        selectedId={selected?.kind === 'channel' ? selected.id : null}
        disabled={disabled}
        onPick={(id) => choices.pick({ kind: 'channel', id })}
        locale={locale}
      />
    </div>
  );
}
