import type {
  Category,
  Currency,
  InitDataResponse,
  UserDetail,
} from '@storefront/api-client/contract';

export const USD: Currency = {
  id: 1,
  code: 'USD',
  name: 'US Dollar',
  symbol: '$',
  decimals: 2,
  rate: '1',
  kind: 'fiat',
};
export const IDR: Currency = {
  id: 2,
  code: 'IDR',
  name: 'Indonesian Rupiah',
  symbol: 'Rp',
  decimals: 0,
  rate: '16250.5',
  kind: 'fiat',
};
export const RZG: Currency = {
  id: 3,
  code: 'RZG',
  name: 'Razer Gold',
  symbol: 'RZG',
  decimals: 2,
  rate: '1',
  kind: 'razerGold',
};

export const CATEGORIES: Category[] = [
  { id: 1, name: 'mobile-games', title: 'Mobile games', icon: null, sort: 1 },
  { id: 2, name: 'pc-games', title: 'PC games', icon: '/icons/pc.svg', sort: 2 },
];

export function initData(overrides: Partial<InitDataResponse> = {}): InitDataResponse {
  return {
    currencySummary: { currencyList: [USD, IDR], currencyActive: USD },
    guestId: 'guest-from-server',
    gameCateList: CATEGORIES,
    ...overrides,
  };
}

export const USER_DETAIL: UserDetail = {
  id: 7,
  email: 'ana@example.com',
  nickname: 'Ana',
  createdAt: '2026-01-02T03:04:05.000Z',
  userBalance: [{ currencyId: 1, currencyCode: 'USD', decimals: 2, balance: 1250 }],
  token: 'tok.en-123',
  tokenExpiresAt: '2026-01-02T05:04:05.000Z',
};
