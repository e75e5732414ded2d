/**
 * Demo accounts (the README names them). Balances are in each currency's minor units:
 * USD/MYR in cents and sen, IDR in whole rupiah (it has no decimals).
 */
import type { SeedUser } from '../types';

export const users: SeedUser[] = [
  {
    email: 'demo@storefront.test',
    password: 'demo1234',
    nickname: 'Demo Player',
    // $25.00, Rp 350.000, RM 120.00
    balances: { USD: 2500, IDR: 350000, MYR: 12000 },
  },
  {
    email: 'rina@storefront.test',
    password: 'rina1234',
    nickname: 'Rina',
    // Rp 1.250.000
    balances: { IDR: 1250000 },
  },
  {
    email: 'budi@storefront.test',
    password: 'budi1234',
    nickname: 'Budi',
    // An empty wallet: everything goes through the payment provider.
    balances: { IDR: 0 },
  },
];
