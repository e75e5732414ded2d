import type { ChannelPrice, Money } from '@storefront/api-client/contract';
import { describe, expect, it } from 'vitest';
import { channelOptions, payableBalances, selectedChannel } from '../channels';

const idr = (amount: number): Money => ({
  amount,
  currencyId: 2,
  currencyCode: 'IDR',
  decimals: 0,
});

const channel = (id: string, fee: number, extra: Partial<ChannelPrice> = {}): ChannelPrice => ({
  id,
  name: id.toUpperCase(),
  fee: idr(fee),
  total: idr(23_729 + fee),
  min: null,
  max: null,
  balance: null,
  refusal: null,
  ...extra,
});

describe('the payment channel picker', () => {
  const listed = [
    channel('balance', 0, { balance: idr(0), refusal: 'balanceShort' }),
    channel('ewallet', 356),
    channel('qris', 167),
    channel('cstore', 5_000, { min: idr(50_000), refusal: 'belowMin' }),
    channel('va', 4_000, { max: idr(20_000), refusal: 'aboveMax' }),
  ];

  it('shows each channel with its final price, disabled with the reason it cannot take it', () => {
    const options = channelOptions(listed);
    expect(options.map((option) => [option.id, option.total.amount, option.disabled])).toEqual([
      ['balance', 23_729, true],
      ['ewallet', 24_085, false],
      ['qris', 23_896, false],
      ['cstore', 28_729, true],
      ['va', 27_729, true],
    ]);
    expect(options[0]?.reason).toEqual({ key: 'checkout.notCovered', amount: null });
    expect(options[3]?.reason).toEqual({ key: 'channels.from', amount: idr(50_000) });
    expect(options[4]?.reason).toEqual({ key: 'channels.upTo', amount: idr(20_000) });
    expect(options[1]?.reason).toBeNull();
  });

  it('keeps the pick while it can pay, else falls back to the first channel that can', () => {
    const options = channelOptions(listed);
    expect(selectedChannel(options, 'qris')?.id).toBe('qris');
    expect(selectedChannel(options, null)?.id).toBe('ewallet');
    expect(selectedChannel(options, 'cstore')?.id).toBe('ewallet');
    expect(selectedChannel(channelOptions([listed[0] as ChannelPrice]), null)).toBeNull();
  });
});

describe('the balances the order page offers', () => {
  const price = (currencyId: number, covered: boolean) => ({
    currencyId,
    currencyCode: `C${currencyId}`,
    price: idr(100),
    discount: idr(0),
    total: idr(100),
    balance: idr(covered ? 100 : 0),
    covered,
  });

  it('are only those that can pay, the order currency first', () => {
    const order = { total: { ...idr(100), currencyId: 3 } };
    const offered = payableBalances(order, [price(1, true), price(2, false), price(3, true)]);
    expect(offered.map((entry) => entry.currencyId)).toEqual([3, 1]);
    expect(payableBalances(order, undefined)).toEqual([]);
  });
});
