import type { Localized } from '../../i18n/messages';

/** The refusals of a payment channel choice; each names the `channel` field. */
export const CHANNEL_MESSAGES = {
  unknown: {
    en: 'channel: the store has no payment channel {channel}',
    id: 'channel: toko tidak punya metode pembayaran {channel}',
  },
  currency: {
    en: 'channel: {name} does not take {currency}',
    id: 'channel: {name} tidak menerima {currency}',
  },
  needsLogin: {
    en: 'channel: log in to pay from a balance',
    id: 'channel: login untuk membayar dengan saldo',
  },
  belowMin: {
    en: 'channel: {name} takes from {amount}',
    id: 'channel: {name} mulai dari {amount}',
  },
  aboveMax: {
    en: 'channel: {name} takes up to {amount}',
    id: 'channel: {name} maksimal {amount}',
  },
  methodMismatch: {
    en: 'channel: {channel} is not paid with the {method} method',
    id: 'channel: {channel} tidak dibayar dengan metode {method}',
  },
  noneTakes: {
    en: 'channel: no payment channel takes {currency}',
    id: 'channel: tidak ada metode pembayaran yang menerima {currency}',
  },
  noMethod: {
    en: 'channel: choose a payment channel',
    id: 'channel: pilih metode pembayaran',
  },
} satisfies Record<string, Localized>;
