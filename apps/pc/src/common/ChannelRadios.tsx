import type { ChannelOption } from '@storefront/ui-shared';
import { formatMoney } from '@storefront/ui-shared';
import Radio from 'antd/es/radio';
import { useText } from '../app/text';
import './channels.css';

/** The radio value of a provider channel, beside the balances' currency ids. */
export const channelValue = (id: string) => `channel:${id}`;

/** The channel id of a radio value; null for a balance's. */
export const channelOfValue = (value: unknown) =>
  typeof value === 'string' && value.startsWith('channel:') ? value.slice('channel:'.length) : null;

/**
 * One radio per payment channel: its name, final price, and its fee or why it cannot take this
 * amount (then disabled). Used inside a `Radio.Group` on the product page and the order page.
 */
export function channelRadios(options: readonly ChannelOption[]) {
  return options.map((option) => (
    <Radio
      key={option.id}
      value={channelValue(option.id)}
      disabled={option.disabled}
      className="pc-channel"
    >
      <ChannelLabel option={option} />
    </Radio>
  ));
}

function ChannelLabel({ option }: { option: ChannelOption }) {
  const { locale, tr } = useText();
  const { reason } = option;
  const note = reason
    ? tr(reason.key, { amount: reason.amount ? formatMoney(reason.amount, locale) : '' })
    : option.balance
      ? tr('checkout.yourBalance', { amount: formatMoney(option.balance, locale) })
      : option.fee.amount > 0
        ? tr('channels.fee', { amount: formatMoney(option.fee, locale) })
        : tr('channels.noFee');
  return (
    <span className="pc-channel__option" data-channel={option.id}>
      <span className="pc-channel__name">{option.name}</span>
      <span className="pc-channel__price">{formatMoney(option.total, locale)}</span>
      <span className={reason ? 'pc-channel__reason' : 'pc-channel__note'}>{note}</span>
    </span>
  );
}
