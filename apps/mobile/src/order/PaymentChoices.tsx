import type { Order, OrderCurrencyPricesResponse } from '@storefront/api-client/contract';
import { formatMoney, type Locale, priceWithSaving, t } from '@storefront/ui-shared';

type CurrencyPrice = OrderCurrencyPricesResponse['prices'][number];

const isHeld = (price: CurrencyPrice) => (price.balance?.amount ?? 0) > 0;

export type PayChoice = { method: 'balance'; currencyId: number } | { method: 'provider' };

export interface PaymentChoicesProps {
  order: Order;
  /** The order in every currency with the user's balance; undefined for guests. */
  prices: OrderCurrencyPricesResponse['prices'] | undefined;
  pricesLoading: boolean;
  choice: PayChoice;
  disabled: boolean;
  onChoose: (choice: PayChoice) => void;
  locale: Locale;
}

/**
 * One radio card per balance the user holds money in (the order's price in that currency, the
 * balance, whether it covers it) and one for the payment provider. A balance that falls short stays
 * choosable: paying says by the API's own message why it cannot.
 */
export function PaymentChoices({
  order,
  prices,
  pricesLoading,
  choice,
  disabled,
  onChoose,
  locale,
}: PaymentChoicesProps) {
  return (
    <div className="pay-choices" role="radiogroup" aria-label={t(locale, 'checkout.payTitle')}>
      {pricesLoading && <span className="pay-choice skeleton-block" aria-hidden="true" />}
      {prices?.filter(isHeld).map((price) => {
        const checked = choice.method === 'balance' && choice.currencyId === price.currencyId;
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
              onChange={() => onChoose({ method: 'balance', currencyId: price.currencyId })}
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
              <span
                className={`pay-choice__cover pay-choice__cover--${price.covered ? 'ok' : 'short'}`}
              >
                {t(locale, price.covered ? 'checkout.covered' : 'checkout.notCovered')}
              </span>
            </span>
            <span className="pay-choice__price">
              {was && <s className="pay-choice__was">{formatMoney(was, locale)}</s>}
              <span>{formatMoney(now, locale)}</span>
            </span>
          </label>
        );
      })}
      <label
        className={`pay-choice${choice.method === 'provider' ? ' pay-choice--selected' : ''}`}
        data-testid="pay-provider"
      >
        <input
          type="radio"
          name="payment"
          checked={choice.method === 'provider'}
          disabled={disabled}
          onChange={() => onChoose({ method: 'provider' })}
        />
        <span className="pay-choice__body">
          <span className="pay-choice__title">{t(locale, 'checkout.provider')}</span>
          <span className="pay-choice__hint">{t(locale, 'checkout.providerHint')}</span>
        </span>
        <span className="pay-choice__price">{formatMoney(order.total, locale)}</span>
      </label>
    </div>
  );
}
