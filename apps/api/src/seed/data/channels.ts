/**
 * The payment channels of the demo store, in the order they are shown. The balance takes no fee; the
 * others run through the payment provider. Amounts are minor units of each currency.
 */
import type { SeedChannel } from '../types';

const FIAT = ['USD', 'IDR', 'MYR', 'PHP', 'SGD'];

export const channels: SeedChannel[] = [
  {
    id: 'balance',
    name: { en: 'Balance', id: 'Saldo' },
    feeBps: 0,
    fixedFees: {},
    limits: {},
    currencies: [...FIAT, 'RZG'],
  },
  {
    id: 'ewallet',
    name: { en: 'E-wallet (GoPay, OVO, DANA)', id: 'E-wallet (GoPay, OVO, DANA)' },
    feeBps: 150,
    fixedFees: {},
    limits: {
      IDR: { min: 1_000, max: 10_000_000 },
      USD: { min: 10, max: 100_000 },
    },
    currencies: FIAT,
  },
  {
    id: 'qris',
    name: { en: 'QRIS', id: 'QRIS' },
    feeBps: 70,
    fixedFees: {},
    limits: { IDR: { min: 1_500, max: 10_000_000 } },
    currencies: ['IDR'],
  },
  {
    id: 'va',
    name: { en: 'Virtual account (bank transfer)', id: 'Virtual account (transfer bank)' },
    feeBps: 0,
    fixedFees: { IDR: 4_000, USD: 25, MYR: 100, PHP: 1_500, SGD: 30 },
    limits: { IDR: { min: 10_000, max: 50_000_000 }, USD: { min: 100, max: 500_000 } },
    currencies: FIAT,
  },
  {
    id: 'cstore',
    name: { en: 'Convenience store (Alfamart, Indomaret)', id: 'Minimarket (Alfamart, Indomaret)' },
    feeBps: 0,
    fixedFees: { IDR: 5_000, PHP: 2_000 },
    limits: { IDR: { min: 10_000, max: 5_000_000 }, PHP: { min: 5_000, max: 1_000_000 } },
    currencies: ['IDR', 'PHP'],
  },
];
