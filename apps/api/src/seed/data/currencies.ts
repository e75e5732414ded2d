/**
 * Currencies prices are shown and paid in. USD is the base: every pack price is in USD cents and the
 * server converts with these rates (units of the currency per 1 USD, exact decimal strings), then
 * rounds to the currency's price step (src/money/local-price.ts) unless the pack has its own price.
 */
import type { SeedCurrency } from '../types';

export const BASE_CURRENCY = 'USD';

export const currencies: SeedCurrency[] = [
  { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2, rate: '1', kind: 'fiat' },
  {
    code: 'IDR',
    name: 'Indonesian Rupiah',
    symbol: 'Rp',
    decimals: 0,
    rate: '16250',
    kind: 'fiat',
  },
  { code: 'MYR', name: 'Malaysian Ringgit', symbol: 'RM', decimals: 2, rate: '4.45', kind: 'fiat' },
  { code: 'PHP', name: 'Philippine Peso', symbol: '₱', decimals: 2, rate: '58.20', kind: 'fiat' },
  { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', decimals: 2, rate: '1.34', kind: 'fiat' },
  { code: 'RZG', name: 'Razer Gold', symbol: 'RZG', decimals: 2, rate: '1.00', kind: 'razerGold' },
];
