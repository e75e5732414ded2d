import type { Money } from '@storefront/api-client/contract';
import { formatMoney, priceWithSaving } from '@storefront/ui-shared';
import type { PaymentChoices as Choices } from '@storefront/ui-shared/react';
import Radio from 'antd/es/radio';
import { useText } from '../app/text';
import { channelOfValue, channelRadios, channelValue } from '../common/ChannelRadios';

/** A choice's price, the price before its discount struck through (as the phone shows it). */
function PriceWithSaving({ price }: { price: { price: Money; discount: Money; total: Money } }) {
  const { locale } = useText();
  const { was, now } = priceWithSaving(price);
  return (
    <span className="pc-pay__price">
      {was && <s className="pc-pay__was">{formatMoney(was, locale)}</s>}
      {formatMoney(now, locale)}
    </span>
  );
}

/** The radio value of the selected choice: a balance's currency id, else a channel's value. */
function selectedValue({ selected }: Choices) {
  if (selected?.kind === 'balance') return selected.currencyId;
  return selected ? channelValue(selected.id) : null;
}

/** The balances that can pay (by currency id), then the provider's channels. */
export function PaymentChoices({ choices, disabled }: { choices: Choices; disabled: boolean }) {
  const { locale, tr } = useText();
  return (
    <Radio.Group
      className="pc-pay__choices"
      value={selectedValue(choices)}
      disabled={disabled}
      onChange={(event) => {
        const channel = channelOfValue(event.target.value);
        choices.pick(
          channel === null
            ? { kind: 'balance', currencyId: Number(event.target.value) }
            : { kind: 'channel', id: channel },
        );
      }}
      aria-label={tr('checkout.payTitle')}
    >
      {choices.loading && (
        <span className="pc-skeleton pc-skeleton--line pc-pay__loading" aria-hidden="true" />
      )}
      {choices.balances.map((price) => (
        <Radio key={price.currencyId} value={price.currencyId} className="pc-pay__choice">
          <span className="pc-pay__option" data-currency={price.currencyCode} data-covered>
            <span className="pc-pay__name">
              {tr('checkout.balanceIn', { currency: price.currencyCode })}
            </span>
            <PriceWithSaving price={price} />
            <span className="pc-pay__balance">
              {price.balance &&
                tr('checkout.yourBalance', { amount: formatMoney(price.balance, locale) })}
            </span>
          </span>
        </Radio>
      ))}
      {channelRadios(choices.channels)}
    </Radio.Group>
  );
}
